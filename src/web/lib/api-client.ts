/**
 * The SPA's HTTP client for /api (docs/product/api.md#conventions). `apiFetch` sends the session cookie; on 401/403
 * it runs the registered unauthorized handler (docs/product/states.md#auth-state: remove session, sign out, go to
 * /login) and rethrows. `publicFetch` is the credential-less client used for the room list.
 */

import type { ErrorCode } from '#shared/error-codes.ts';

/** A failed API answer: its HTTP status, and its `code` (src/shared/error-codes.ts), which screens branch on. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True if `error` is an API answer with one of `codes` (the shared contract, not status numbers). */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code);
}

let onUnauthorized: (() => void) | null = null;
let onTwoFactorRequired: ((message: string) => void) | null = null;

/**
 * 403 answers that keep the session (issue 29): the caller is signed in and must act, so they do
 * not sign out. STEP_UP_REQUIRED is caught by the step-up dialog; TWO_FACTOR_REQUIRED runs the
 * handler set with `setTwoFactorRequiredHandler` (the dashboard sends staff to the security page);
 * REFUND_NOT_ALLOWED refuses one action of a clerk whose session is fine, and the dialog says why.
 */
const SESSION_KEEPING_FORBIDDEN = new Set(['STEP_UP_REQUIRED', 'TWO_FACTOR_REQUIRED', 'REFUND_NOT_ALLOWED']);

/** Registers what to do when a staff call answers TWO_FACTOR_REQUIRED (set by the dashboard layout). */
export function setTwoFactorRequiredHandler(handler: ((message: string) => void) | null): void {
  onTwoFactorRequired = handler;
}

/** The `{ code, message }` of a 403 answer, read from a copy (the caller still reads the body). */
async function forbiddenBodyOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    return ((await response.clone().json()) ?? {}) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

/** Registers what to do on a 401/403 from a credentialed call (set once by the auth provider). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; code?: string };
    throw new ApiError(response.status, body.code ?? 'HTTP_ERROR', body.message ?? response.statusText);
  }
  return data as T;
}

function init(method: string, body: unknown, credentials: RequestCredentials): RequestInit {
  return {
    method,
    credentials,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * Credentialed fetch of `/api{path}` with the docs/product/states.md#signed-out-on-401-or-403 401/403 handling (sign out, /login, back
 * afterwards); answers the raw Response, for calls that read something other than JSON.
 */
export async function apiRequest(path: string, requestInit: RequestInit = {}, forbiddenIsAnswer = false): Promise<Response> {
  const response = await fetch(`/api${path}`, { ...requestInit, credentials: 'include' });
  if (response.status === 403) {
    const body = await forbiddenBodyOf(response);
    if (body.code === 'TWO_FACTOR_REQUIRED') onTwoFactorRequired?.(body.message ?? '');
    if (SESSION_KEEPING_FORBIDDEN.has(body.code ?? '')) return response;
  }
  const signsOut = response.status === 401 || (response.status === 403 && !forbiddenIsAnswer);
  if (signsOut && onUnauthorized) onUnauthorized();
  return response;
}

/**
 * Credentialed call to `/api{path}`. Throws ApiError; 401/403 also trigger the sign-out flow,
 * except a 403 with `forbiddenIsAnswer` (a page telling the guest "this is not yours", e.g. a
 * payment of another account: the session is fine, the sign-out would only lose the guest's place).
 */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown; forbiddenIsAnswer?: boolean } = {},
): Promise<T> {
  return parse<T>(await apiRequest(path, init(options.method ?? 'GET', options.body, 'include'), options.forbiddenIsAnswer));
}

/** Throws the ApiError of a failed response (its `{ message, code }`); no-op when ok. */
export async function throwIfFailed(response: Response): Promise<void> {
  if (!response.ok) await parse(response);
}

/**
 * Call without credentials (docs/product/api.md#rooms: the room list); `cache` is the browser
 * HTTP cache mode (e.g. 'reload' to skip a cached copy). Throws ApiError.
 */
export async function publicFetch<T>(path: string, cache?: RequestCache): Promise<T> {
  return parse<T>(await fetch(`/api${path}`, { ...init('GET', undefined, 'omit'), cache }));
}

/**
 * Uploads an image file (multipart field `image`); resolves with its public URL. `profile` marks
 * the caller's own photo; without it the server decides by role (admins upload room images).
 */
export async function uploadImage(file: File, purpose?: 'profile'): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const path = purpose ? `/upload?purpose=${purpose}` : '/upload';
  const reply = await parse<{ data: { display_url: string } }>(await apiRequest(path, { method: 'POST', body: form }));
  return reply.data.display_url;
}
