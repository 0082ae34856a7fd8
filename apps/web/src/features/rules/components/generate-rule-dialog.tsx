import type { Project } from '@triage/contracts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { toastError } from '@/components/ui/toast';
import { useSuggestRule, type RuleSuggestion } from '../api/suggest-rule';
import { suggestionHasConditions } from '../lib/suggestion';

interface GenerateRuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Open projects to choose from. */
  projects: readonly Project[];
  /** A usable proposal: the caller opens the Add Rule dialog with it. */
  onSuggested: (suggestion: RuleSuggestion, project: Project) => void;
}

/** 'Generate from Examples': pick a project; Triage proposes conditions from the emails filed under it. */
export function GenerateRuleDialog({ open, onOpenChange, projects, onSuggested }: GenerateRuleDialogProps) {
  const [projectId, setProjectId] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const suggest = useSuggestRule();

  const change = (next: boolean) => {
    if (!next) {
      setOutcome(null);
      suggest.reset();
    }
    onOpenChange(next);
  };
  const generate = () => {
    const project = projects.find((p) => p.id === projectId);
    if (!project) {
      toastError('Validation Error', new Error('Please select a project'));
      return;
    }
    setOutcome(null);
    suggest.mutate(project.id, {
      onSuccess: (suggestion) => {
        if (suggestion.examples === 0) {
          setOutcome(`No emails are filed under ${project.name} yet. Approve its emails in the Training Center first, then try again.`);
        } else if (!suggestionHasConditions(suggestion)) {
          setOutcome(
            `Looked at ${suggestion.examples} email${suggestion.examples === 1 ? '' : 's'} in ${project.name}, but no sender, domain or subject word sets them apart from your other mail.`,
          );
        } else {
          change(false);
          onSuggested(suggestion, project);
        }
      },
      onError: (error) => toastError('Failed to generate rule', error),
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Generate from Examples</DialogTitle>
          <DialogDescription>
            Triage looks at the emails you have already filed under a project and proposes the senders, domains and subject words that set
            them apart. You review the rule before it is saved.
          </DialogDescription>
        </DialogHeader>
        <SelectField
          label="Project"
          value={projectId}
          onValueChange={(v) => {
            setProjectId(v);
            setOutcome(null);
          }}
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
          placeholder={projects.length ? 'Select a project' : 'No open projects'}
        />
        {outcome && (
          <p role="status" className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
            {outcome}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => change(false)}>
            Cancel
          </Button>
          <Button onClick={generate} disabled={suggest.isPending}>
            <Sparkles aria-hidden />
            Generate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
