import type { EmailRecommendation, RecommendationPage } from '@triage/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type Paged = { data: EmailRecommendation[]; totalCount: number };

const replaceIn = <T extends Paged>(page: T | undefined, email: EmailRecommendation): T | undefined =>
  page && { ...page, data: page.data.map((e) => (e.id === email.id ? email : e)) };

/** Puts the server's updated email into every cached list at once, so all views agree instantly. */
export function storeEmail(queryClient: QueryClient, email: EmailRecommendation) {
  queryClient.setQueriesData<RecommendationPage>({ queryKey: queryKeys.emails.recommendations }, (page) => replaceIn(page, email));
  queryClient.setQueriesData<Paged>({ queryKey: queryKeys.replies.all }, (page) => replaceIn(page, email));
  queryClient.setQueryData(queryKeys.emails.recommendation(email.id), email);
  // The lists' next refresh may leave a long body out again; the card keeps showing this one.
  if (email.body !== null) queryClient.setQueryData(queryKeys.emailBody(email.id), email.body);
}

/** Applies a local change to one email wherever it is cached (e.g. read after a reply is sent). */
export function patchEmail(queryClient: QueryClient, id: string, patch: (email: EmailRecommendation) => EmailRecommendation) {
  const apply = <T extends Paged>(page: T | undefined) => page && { ...page, data: page.data.map((e) => (e.id === id ? patch(e) : e)) };
  queryClient.setQueriesData<RecommendationPage>({ queryKey: queryKeys.emails.recommendations }, apply);
  queryClient.setQueriesData<Paged>({ queryKey: queryKeys.replies.all }, apply);
}

/** Lists whose membership or counts a change affects. */
export function invalidateEmailLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.emails.recommendations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.replies.all }),
  ]);
}
