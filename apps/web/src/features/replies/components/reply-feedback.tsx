import type { EmailRecommendation } from '@triage/contracts';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useSubmitFeedback } from '@/features/emails';

/** Feedback on the drafted reply; stored and used for training. */
export function ReplyFeedback({ email }: { email: EmailRecommendation }) {
  const id = useId();
  const [text, setText] = useState('');
  const feedback = useSubmitFeedback();
  const submit = () =>
    feedback.mutate(
      { emailId: email.id, feedback: text, manualTask: false },
      {
        onSuccess: () => {
          toastSuccess('Feedback Submitted', 'Thanks: the classifier learns from it.');
          setText('');
        },
        onError: (error) => toastError('Error', error),
      },
    );
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-feedback`}>Feedback on this reply</Label>
      <Textarea
        id={`${id}-feedback`}
        rows={2}
        value={text}
        placeholder="What should the reply have said?"
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex justify-end">
        <Button variant="outline" size="sm" disabled={!text.trim() || feedback.isPending} onClick={submit}>
          <MessageSquareText aria-hidden /> Submit Feedback
        </Button>
      </div>
    </div>
  );
}
