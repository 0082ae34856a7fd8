import { classificationSchema, emailRecommendationSchema, type Classification } from '@triage/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const pageSchema = z.object({ data: z.array(classificationSchema), totalCount: z.number().int() });

/** Among the newest 200 classifications, those that recorded an error (e.g. the LLM failed). */
const fetchClassificationProblems = async (): Promise<Classification[]> =>
  (await apiFetch('/api/v1/classifications?limit=200&offset=0', { schema: pageSchema })).data.filter((c) => c.errorMessage);

export function useClassificationProblems() {
  return useQuery(queryOptions({ queryKey: queryKeys.classificationProblems, queryFn: fetchClassificationProblems }));
}

const reclassify = (emailId: string) =>
  apiFetch(`/api/v1/emails/${encodeURIComponent(emailId)}/generate-recommendations`, {
    method: 'POST',
    body: { force: true },
    schema: emailRecommendationSchema,
  });

/** Runs the classifier again on one email. */
export function useReclassify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reclassify,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.classificationProblems });
      void queryClient.invalidateQueries({ queryKey: queryKeys.emails.all });
    },
  });
}
