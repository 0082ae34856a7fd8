import { templateSchema, type TemplateCreate } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const createTemplate = (body: TemplateCreate) => apiFetch('/api/v1/templates', { method: 'POST', body, schema: templateSchema });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates }),
  });
}
