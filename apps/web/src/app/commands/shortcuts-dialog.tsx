import { ShortcutKeys } from '@/components/ui/shortcut-keys';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ShortcutSection } from '@/lib/command-registry';
import { GLOBAL_SHORTCUTS } from '@/lib/global-shortcuts';

interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: ShortcutSection[];
}

/** The '?' dialog: every shortcut that works on the current screen. */
export function ShortcutsDialog({ open, onOpenChange, sections }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Everything works without a mouse. Shortcuts pause while you type in a field.</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{section.title}</h3>
              <dl className="divide-y rounded-lg border">
                {section.shortcuts.map((shortcut) => (
                  <div key={shortcut.label} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
                    <dt>{shortcut.label}</dt>
                    <ShortcutKeys keys={shortcut.keys} combined={section === GLOBAL_SHORTCUTS} />
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
