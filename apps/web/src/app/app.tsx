import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <AppProvider router={router} />;
}
