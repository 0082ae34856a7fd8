import type { Rule, RuleTestResult } from '@triage/contracts';
import { ListFilter, Plus, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useRegisterShortcuts } from '@/lib/command-registry';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useProjects } from '@/features/projects';
import { useDeleteRule } from '../api/delete-rule';
import { useRules } from '../api/get-rules';
import { useReorderRules } from '../api/reorder-rules';
import { RULE_SHORTCUTS } from '../lib/rule-shortcuts';
import { suggestionNote, suggestionToForm } from '../lib/suggestion';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { GenerateRuleDialog } from './generate-rule-dialog';
import { RuleFormDialog, type RuleDialogState } from './rule-form-dialog';
import { RuleList } from './rule-list';
import { RuleTestPanel } from './rule-test-panel';

export function RulesPage() {
  const rules = useRules();
  const projects = useProjects();
  const [dialog, setDialog] = useState<RuleDialogState | null>(null);
  const [generating, setGenerating] = useState(false);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [testResult, setTestResult] = useState<RuleTestResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const deleteRule = useDeleteRule();
  const reorder = useReorderRules();
  useRegisterShortcuts(RULE_SHORTCUTS);

  const allProjects = projects.data ?? [];
  const openProjects = allProjects.filter((p) => p.status === 'open' && !p.is_archived);
  const projectNames = useMemo(() => new Map((projects.data ?? []).map((p) => [p.id, p.name])), [projects.data]);
  const list = rules.data ?? [];

  const confirmDelete = (rule: Rule) => {
    setDeleting(null);
    deleteRule.mutate(rule, {
      onSuccess: () => toastSuccess('Rule deleted successfully'),
      onError: (error) => toastError('Failed to delete rule', error),
    });
  };
  const saveOrder = (ordered: Rule[], moved: Rule, to: number) => {
    setAnnouncement(`${moved.name} moved to position ${to + 1} of ${ordered.length}`);
    reorder.mutate(ordered, { onError: (error) => toastError('Failed to reorder rules', error) });
  };
  const addButton = (
    <Button onClick={() => setDialog({})}>
      <Plus aria-hidden />
      Add Rule
    </Button>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Tagging Rules"
        description="Rules run in order before the classifier: the first rule that matches an email files it under its project."
        actions={
          <>
            <Button variant="outline" onClick={() => setGenerating(true)}>
              <Sparkles aria-hidden />
              Generate from Examples
            </Button>
            {addButton}
          </>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Rules" className="min-w-0">
          {rules.isPending || projects.isPending ? (
            <LoadingState text="Loading rules..." />
          ) : rules.isError || projects.isError ? (
            <ErrorState
              title="Failed to load data"
              error={rules.error ?? projects.error}
              onRetry={() => {
                void rules.refetch();
                void projects.refetch();
              }}
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={ListFilter}
              title="No rules configured"
              description="Add a rule to file matching emails under a project before the classifier decides, or generate one from emails you have already filed."
              action={addButton}
            />
          ) : (
            <RuleList
              rules={list}
              projectNames={projectNames}
              matchedIds={testResult?.matches.map((m) => m.ruleId) ?? []}
              onReorder={saveOrder}
              onEdit={(rule) => setDialog({ rule })}
              onDelete={setDeleting}
            />
          )}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </section>
        <aside className="xl:sticky xl:top-0">
          <RuleTestPanel onResult={setTestResult} />
        </aside>
      </div>
      <RuleFormDialog state={dialog} onClose={() => setDialog(null)} projects={allProjects} />
      <GenerateRuleDialog
        open={generating}
        onOpenChange={setGenerating}
        projects={openProjects}
        onSuggested={(suggestion, project) =>
          setDialog({ initial: suggestionToForm(suggestion), note: suggestionNote(suggestion, project) })
        }
      />
      <DeleteRuleDialog rule={deleting} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
