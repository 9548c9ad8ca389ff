/** Guest profiles and abandoned checkouts (issue 28): the admin's reads and the notes' save. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskGuest } from '#shared/schemas/desk.ts';
import type { AbandonedCheckout, GuestProfile } from '#shared/schemas/guest-profiles.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const profileKey = (id: string) => ['admin', 'guest-profile', id] as const;

/** GET /admin/guests?q= (phone in any format, e-mail or name) once `q` has 2 characters; phones masked. Throws ApiError. */
export function useGuestSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['admin', 'guest-search', term] as const,
    queryFn: () => apiFetch<DeskGuest[]>(`/admin/guests?${new URLSearchParams({ q: term })}`),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/guests/{id}. Throws ApiError (404 for an unknown guest). */
export function useGuestProfile(id: string) {
  return useQuery({ queryKey: profileKey(id), queryFn: () => apiFetch<GuestProfile>(`/admin/guests/${encodeURIComponent(id)}`) });
}

/** PUT /admin/guests/{id}/notes; the answer (the profile) replaces the cached one. Throws ApiError. */
export function useSaveGuestNotes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) =>
      apiFetch<GuestProfile>(`/admin/guests/${encodeURIComponent(id)}/notes`, { method: 'PUT', body: { notes } }),
    onSuccess: (profile) => client.setQueryData(profileKey(id), profile),
  });
}

/** GET /admin/abandoned-checkouts?days= (1–90). Throws ApiError. */
export function useAbandonedCheckouts(days: number) {
  return useQuery({
    queryKey: ['admin', 'abandoned-checkouts', days] as const,
    queryFn: () => apiFetch<AbandonedCheckout[]>(`/admin/abandoned-checkouts?days=${days}`),
  });
}
