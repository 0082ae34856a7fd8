import type { ProjectInfo } from './types.js';

/**
 * A project with only an id and a name: no other names, no parties, no matching rules, open. The eval
 * and the bench turn mail folders into such projects; tests build on it.
 */
export function projectInfo(over: Partial<ProjectInfo> & { id: string; name: string }): ProjectInfo {
  return {
    officialName: null,
    otherNames: null,
    involvedParties: null,
    associatedProjects: null,
    status: 'open',
    senderIncludes: [],
    domainMatches: [],
    subjectIncludes: [],
    bodyIncludes: [],
    bodyRegex: null,
    ...over,
  };
}
