import type { Prediction } from '@triage/contracts';
import { ClipboardPaste, Inbox, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastError } from '@/components/ui/toast';
import { useFollowupSettings, usePushPreviewTask } from '@/features/followups';
import { usePredict, type PredictInput } from '../api/predict';
import { predictionTask } from './prediction-task';
import { AdjustAcceptDialog } from './adjust-accept-dialog';
import { DryRunPanel } from './dry-run-panel';
import { PasteEmailForm } from './paste-email-form';
import { PredictionCard } from './prediction-card';
import { SampleEmailList } from './sample-email-list';

const EMPTY: PredictInput = { from: '', subject: '', body: '' };

/** Preview & Test at /preview: run the classifier on any email without creating anything. */
export default function PreviewPage() {
  const [tab, setTab] = useState('paste');
  const [email, setEmail] = useState<PredictInput>(EMPTY);
  const [dryRun, setDryRun] = useState(false);
  const [adjusting, setAdjusting] = useState<Prediction | null>(null);
  const predict = usePredict();
  const prediction = predict.data;
  const followupSettings = useFollowupSettings();
  const todoConnected = Boolean(followupSettings.data?.todo.available && followupSettings.data.todo.listId);
  const pushToTodo = usePushPreviewTask();
  const createExternal = (p: Prediction) => {
    if (!todoConnected) {
      setDryRun(true);
      return;
    }
    const task = predictionTask(p);
    pushToTodo.mutate({
      title: task.title,
      description: task.description ?? undefined,
      priority: task.priority ?? 'P3',
      ...(task.due_date ? { dueDate: task.due_date } : {}),
    });
  };

  const generate = () => {
    if (!email.from.trim() || !email.subject.trim() || !email.body.trim()) {
      toastError('Please fill in all email fields');
      return;
    }
    setDryRun(false);
    predict.mutate(email, { onError: (error) => toastError('Failed to generate prediction', error) });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader
        title="Preview & Test"
        description="Try the classifier on any email: a dry run that creates nothing until you accept it."
      />
      <Card>
        <CardContent className="pt-6">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="paste">
                <ClipboardPaste aria-hidden /> Paste Email
              </TabsTrigger>
              <TabsTrigger value="samples">
                <Inbox aria-hidden /> Sample Emails
              </TabsTrigger>
            </TabsList>
            <TabsContent value="paste">
              <PasteEmailForm value={email} onChange={setEmail} />
            </TabsContent>
            <TabsContent value="samples">
              <SampleEmailList
                onUse={(sample) => {
                  setEmail({ from: sample.from, subject: sample.subject, body: sample.body });
                  setTab('paste');
                }}
              />
            </TabsContent>
          </Tabs>
          <div className="mt-4 flex justify-end">
            <Button onClick={generate} disabled={predict.isPending}>
              <Sparkles aria-hidden /> {predict.isPending ? 'Generating...' : 'Generate Prediction'}
            </Button>
          </div>
        </CardContent>
      </Card>
      {prediction && (
        <PredictionCard
          prediction={prediction}
          onDryRun={() => createExternal(prediction)}
          onAdjust={() => setAdjusting(prediction)}
          external={todoConnected}
          externalPending={pushToTodo.isPending}
        />
      )}
      {prediction && dryRun && <DryRunPanel prediction={prediction} />}
      <AdjustAcceptDialog prediction={adjusting} onOpenChange={(open) => !open && setAdjusting(null)} />
    </div>
  );
}
