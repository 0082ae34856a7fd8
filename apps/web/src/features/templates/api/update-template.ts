import { templateSchema, type TemplateUpdate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const updateTemplate = (id: string, body: TemplateUpdate) =>
  apiFetch(`/api/v1/templates/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: templateSchema });

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TemplateUpdate }) => updateTemplate(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates }),
  });
}
