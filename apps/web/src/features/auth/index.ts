/** What other parts of the app may use from the auth feature; everything else in it is internal. */
export { useAuthConfig } from './api/get-auth-config';
export { useCurrentUser } from './hooks/use-current-user';
