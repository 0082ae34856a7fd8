/** The server runs the OAuth flow; the browser only leaves for it. */
export function startMicrosoftSignIn() {
  window.location.assign('/auth/microsoft/sign-in');
}
