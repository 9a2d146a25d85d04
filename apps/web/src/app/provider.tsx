import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';

interface AppProviderProps {
  router: DataRouter;
}

/** Server state, routing and the "any 401/403 signs out" rule wired together. */
export function AppProvider({ router }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      sessionStore.signOut();
      queryClient.clear();
      if (router.state.location.pathname !== '/login') void router.navigate('/login');
    });
  }, [queryClient, router]);

  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
