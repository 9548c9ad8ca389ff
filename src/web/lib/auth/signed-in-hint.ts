/**
 * Whether the page last knew of a signed-in guest (issue 25). Route loaders run outside React,
 * before the auth state renders; a loader that asks for a signed-in guest's data (the room page)
 * asks only on this hint, so a visitor who is signed out is not answered 401 and sent through
 * the sign-out flow by a prefetch (the guard sends them to sign in instead).
 */
let isSignedIn = false;

/** Set by the auth provider whenever its state settles, and at start from the server's state. */
export function setSignedInHint(value: boolean): void {
  isSignedIn = value;
}

/** The last known answer; false until one is known. */
export function hasSignedInHint(): boolean {
  return isSignedIn;
}
