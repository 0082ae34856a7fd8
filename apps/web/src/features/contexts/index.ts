/** What other parts of the app may use from the contexts feature; everything else in it is internal. */
export { useContexts } from './api/get-contexts';
