import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** 'Approved' / 'Rejected' once a suggestion is decided. */
export function DecisionBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-700">
      <Check aria-hidden /> Approved
    </Badge>
  ) : (
    <Badge variant="outline" className="border-red-200 bg-red-50 text-red-700">
      <X aria-hidden /> Rejected
    </Badge>
  );
}
