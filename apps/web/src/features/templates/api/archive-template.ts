import { archiveResultSchema, type Template } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const archiveTemplate = (id: string) =>
  apiFetch(`/api/v1/archives/templates/${encodeURIComponent(id)}/archive`, { method: 'POST', schema: archiveResultSchema });

/** Archived templates leave the list at once; they come back if the server refuses. */
export function useArchiveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: Template) => archiveTemplate(template.id),
    onMutate: async (template) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.templates });
      const previous = queryClient.getQueryData<Template[]>(queryKeys.templates);
      queryClient.setQueryData<Template[]>(queryKeys.templates, (list) => list?.filter((t) => t.id !== template.id));
      return { previous };
    },
    onError: (_error, _template, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.templates, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates }),
  });
}
