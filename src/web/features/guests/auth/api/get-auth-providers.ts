import { useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '#shared/schemas/profile.ts';
import { publicFetch } from '#web/lib/api-client.ts';

/** GET /api/auth-providers: whether "Continue with Google" can work, and its provider id. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => publicFetch<AuthProviders>('/auth-providers'),
    staleTime: Infinity,
  });
}
