/** What other parts of the app may use from the projects feature; everything else in it is internal. */
export { useProjects } from './api/get-projects';
