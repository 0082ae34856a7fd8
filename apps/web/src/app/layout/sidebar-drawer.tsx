import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Sidebar } from './sidebar';

interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Below 768 px the sidebar slides in over the page from the menu button, and closes on navigation.
 * It sits above toasts (ToastLayer), which span a phone's width at the bottom where its Help links are.
 */
export function SidebarDrawer({ open, onOpenChange }: SidebarDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-black/40" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-[70] flex outline-none" aria-describedby={undefined}>
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <Sidebar onClose={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
