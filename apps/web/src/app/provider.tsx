import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { Toaster } from '../components/toast';
import { RealtimeProvider } from '../lib/realtime';

/** The query client is made by main.tsx, which fills it with the first screen's data before the first render. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
