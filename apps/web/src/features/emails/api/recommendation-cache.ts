import type { EmailRecommendation, RecommendationPage } from '@triage/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** Everything the review screens cache about emails: the queue pages, single emails, replies pages. */
export const emailsScope = ['emails'] as const;
export const recommendationListScope = ['emails', 'recommendations'] as const;
export const repliesScope = ['replies'] as const;

type Paged = { data: EmailRecommendation[]; totalCount: number };

const replaceIn = <T extends Paged>(page: T | undefined, email: EmailRecommendation): T | undefined =>
  page && { ...page, data: page.data.map((e) => (e.id === email.id ? email : e)) };

/** Puts the server's updated email into every cached list at once, so all views agree instantly. */
export function storeEmail(queryClient: QueryClient, email: EmailRecommendation) {
  queryClient.setQueriesData<RecommendationPage>({ queryKey: recommendationListScope }, (page) => replaceIn(page, email));
  queryClient.setQueriesData<Paged>({ queryKey: repliesScope }, (page) => replaceIn(page, email));
  queryClient.setQueryData(['emails', 'recommendation', email.id], email);
}

/** Applies a local change to one email wherever it is cached (e.g. read after a reply is sent). */
export function patchEmail(queryClient: QueryClient, id: string, patch: (email: EmailRecommendation) => EmailRecommendation) {
  const apply = <T extends Paged>(page: T | undefined) => page && { ...page, data: page.data.map((e) => (e.id === id ? patch(e) : e)) };
  queryClient.setQueriesData<RecommendationPage>({ queryKey: recommendationListScope }, apply);
  queryClient.setQueriesData<Paged>({ queryKey: repliesScope }, apply);
}

/** Lists whose membership or counts a change affects. */
export function invalidateEmailLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recommendationListScope }),
    queryClient.invalidateQueries({ queryKey: repliesScope }),
  ]);
}
