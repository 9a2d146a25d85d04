import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createRoutes } from './routes';

export function App() {
  const [{ queryClient, router }] = useState(() => {
    const client = createQueryClient();
    return { queryClient: client, router: createBrowserRouter(createRoutes(client)) };
  });
  return <AppProvider router={router} queryClient={queryClient} />;
}
