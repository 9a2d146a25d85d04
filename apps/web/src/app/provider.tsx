import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';

interface AppProviderProps {
  router: DataRouter;
  /** The client the router's loaders prefetch into; a new one when not given. */
  queryClient?: QueryClient;
}

/** Server state, routing and the "any 401/403 signs out" rule wired together. */
export function AppProvider({ router, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const language = useLanguage();

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
      {/* Keyed by the language: switching it renders the whole page again in the new one. The
          router and the query cache live outside, so the page and its data stay. */}
      <Fragment key={language}>
        {/* Without transitions a page renders in one go instead of in React's time slices: a list
          of hundreds of items shows sooner on a slow phone (the history of docs/performance.md, web). The router
          loads route code and data before it switches pages, so nothing suspends mid-render. */}
        <RouterProvider router={router} useTransitions={false} />
        <Toaster />
      </Fragment>
    </QueryClientProvider>
  );
}
