import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { ToastLayer } from './toast-layer';

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
        <ToastLayer />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
