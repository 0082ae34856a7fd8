import type { Rule } from '@triage/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteRuleDialogProps {
  rule: Rule | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (rule: Rule) => void;
}

export function DeleteRuleDialog({ rule, onOpenChange, onConfirm }: DeleteRuleDialogProps) {
  return (
    <ConfirmDialog
      open={rule !== null}
      onOpenChange={onOpenChange}
      title="Delete Rule"
      description={`Are you sure you want to delete "${rule?.name ?? ''}"? This action cannot be undone.`}
      confirmLabel="Delete"
      destructive
      onConfirm={() => rule && onConfirm(rule)}
    />
  );
}
