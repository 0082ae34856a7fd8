import { DEFAULT_TASK_STYLE, type TaskStyle } from '@triage/contracts';
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useTaskStyle } from '../api/get-style';
import { useSaveStyle } from '../api/save-style';
import { sameStyle, validateStyle } from '../lib/style-form';
import { StyleSwitches, UrgencyAndDue } from './style-options';
import { StylePreview } from './style-preview';
import { TemplateField } from './template-field';

export function StylePage() {
  const saved = useTaskStyle();
  if (saved.isPending) return <LoadingState text="Loading task style..." />;
  if (saved.isError) {
    return <ErrorState title="Failed to load task style configuration" error={saved.error} onRetry={() => saved.refetch()} />;
  }
  return <StyleEditor saved={saved.data} />;
}

function StyleEditor({ saved }: { saved: TaskStyle }) {
  const [style, setStyle] = useState<TaskStyle>(saved);
  const save = useSaveStyle();
  const errors = validateStyle(style);
  const dirty = !sameStyle(saved, style);
  const change = <K extends keyof TaskStyle>(key: K, value: TaskStyle[K]) => setStyle((s) => ({ ...s, [key]: value }));

  const reset = () => {
    setStyle(saved);
    toastSuccess('Reset', 'Changes reverted to last saved version');
  };
  const submit = () => {
    const first = errors.titleTemplate ?? errors.descriptionTemplate;
    if (first) {
      toastError('Validation Error', new Error(first));
      return;
    }
    save.mutate(style, {
      onSuccess: (next) => {
        setStyle(next);
        toastSuccess('Task style configuration saved successfully');
      },
      onError: (error) => toastError('Failed to save task style configuration', error),
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader
        title="Task Style"
        description="How tasks created from emails are titled and described, how urgent they are and when they are due."
        actions={
          <>
            {dirty && <Badge variant="secondary">Unsaved changes</Badge>}
            <Button variant="outline" onClick={reset} disabled={!dirty || save.isPending}>
              <RotateCcw aria-hidden />
              Reset
            </Button>
            <Button onClick={submit} disabled={save.isPending}>
              <Save aria-hidden />
              Save Changes
            </Button>
          </>
        }
      />
      {/* One column: templates, then the preview, then the options; wide: the preview stays beside them. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="min-w-0 xl:col-start-1">
          <CardHeader className="pb-4">
            <CardTitle className="text-base">Templates</CardTitle>
            <CardDescription>
              Variables in double braces are filled from each email: sender, subject, first_sentence (the request), project, date and body.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <TemplateField
              label="Title template"
              rows={2}
              value={style.titleTemplate}
              onChange={(v) => change('titleTemplate', v)}
              error={errors.titleTemplate}
              hint="Without {{first_sentence}} the request leads the title and this template follows it in parentheses."
            />
            <TemplateField
              label="Description template"
              rows={5}
              value={style.descriptionTemplate}
              onChange={(v) => change('descriptionTemplate', v)}
              error={errors.descriptionTemplate}
              hint="The body is clipped to 1000 characters."
            />
            <Button variant="link" className="h-auto p-0 text-xs" onClick={() => setStyle({ ...DEFAULT_TASK_STYLE })}>
              Use the default templates and settings
            </Button>
          </CardContent>
        </Card>
        <div className="xl:sticky xl:top-0 xl:col-start-2 xl:row-span-3 xl:row-start-1">
          <StylePreview style={style} />
        </div>
        <div className="min-w-0 xl:col-start-1">
          <StyleSwitches style={style} change={change} />
        </div>
        <div className="min-w-0 xl:col-start-1">
          <UrgencyAndDue style={style} change={change} />
        </div>
      </div>
    </div>
  );
}
