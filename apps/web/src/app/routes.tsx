import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { AnonymousOnly, AppShell, RouteError } from './layouts';

function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/dashboard' : '/login'} replace />;
}

/** Every screen is its own chunk, so a page loads only the code it shows. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, path: '/', element: <RootRedirect /> },
      {
        element: <AnonymousOnly />,
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/register', lazy: () => import('./routes/register') },
        ],
      },
      { path: '/reset-password/:token?', lazy: () => import('./routes/reset-password') },
      {
        element: <AppShell />,
        children: [
          { path: '/dashboard', lazy: () => import('./routes/dashboard') },
          { path: '/lists/:id', lazy: () => import('./routes/list') },
          { path: '/shared-lists', lazy: () => import('./routes/shared-lists') },
          { path: '/profile', lazy: () => import('./routes/profile') },
        ],
      },
      { path: '*', element: <RootRedirect /> },
    ],
  },
];
