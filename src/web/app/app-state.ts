/**
 * What the server sends with a page it rendered (issue 25), as
 * `<script type="application/json" id="app-state">`: TanStack Query's dehydrated cache (the
 * room list page, the room, the guest's record, the booking limits the render used) and the
 * signed-in guest's e-mail when the page was rendered for one. The browser seeds its cache with
 * it before the first render, so hydration renders the same tree as the server.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { APP_STATE_ELEMENT_ID } from '#shared/schemas/initial-session.ts';

/** The embedded state: the dehydrated queries and the signed-in e-mail (null: rendered for anyone). */
export interface AppState {
  queries: DehydratedState;
  email: string | null;
}

/** The parsed embedded state, or null when the page came without one (or it is unreadable). */
export function readAppState(): AppState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(APP_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as AppState;
  } catch {
    return null;
  }
}

/** Seeds `queryClient` with `state`'s queries. */
export function seedQueryCache(queryClient: QueryClient, state: AppState): void {
  hydrate(queryClient, state.queries);
}
