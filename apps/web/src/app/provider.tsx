import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/toast';
import { createQueryClient } from '../lib/react-query';
import { RealtimeProvider } from '../lib/realtime';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>
          {children}
          <Toaster />
        </RealtimeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
