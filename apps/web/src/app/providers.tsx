import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

function createAppQueryClient() {
  const client = createQueryClient({
    // A 401 anywhere means the session is gone: show the guard screen instead of broken pages.
    onUnauthorized: () => client.setQueryData(queryKeys.auth.me, null),
  });
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={300}>
        {children}
        {/* Bottom right: over no header control and no page's main button (those sit top and left). */}
        <Toaster position="bottom-right" richColors closeButton visibleToasts={3} />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
