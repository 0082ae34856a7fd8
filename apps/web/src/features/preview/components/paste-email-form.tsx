import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { PredictInput } from '../api/predict';

interface PasteEmailFormProps {
  value: PredictInput;
  onChange: (value: PredictInput) => void;
}

/** From, Subject and Body of the email to test. */
export function PasteEmailForm({ value, onChange }: PasteEmailFormProps) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            placeholder="Jane Doe <jane@example.com>"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject</Label>
          <Input
            id={`${id}-subject`}
            placeholder="Subject line"
            value={value.subject}
            onChange={(e) => onChange({ ...value, subject: e.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`}>Body</Label>
        <Textarea
          id={`${id}-body`}
          rows={9}
          placeholder="Paste the email text here"
          value={value.body}
          onChange={(e) => onChange({ ...value, body: e.target.value })}
        />
      </div>
    </div>
  );
}
