import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { signInOptionsQuery } from '../features/auth';
import { listQuery } from '../features/lists';
import { withCatalogs } from '../lib/i18n';
import { sessionStore, useSession } from '../lib/session';
import { AnonymousOnly, NotFound, RouteError } from './layouts';

function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? '/dashboard' : '/login'} replace />;
}

/**
 * Starts loading a list while the list page's code is still on its way (the router runs a
 * route's loader and its `lazy` side by side), instead of after it. Not awaited: the page
 * shows its own loading and error states from the same query.
 */
function prefetchList(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.id && sessionStore.get()) void queryClient.prefetchQuery(listQuery(params.id));
    return null;
  };
}

/** The sign-in pages' options (S2, S3), asked for while the page's code loads. */
function prefetchSignInOptions(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(signInOptionsQuery);
    return null;
  };
}

/**
 * Every screen is its own chunk, so a page loads only the code it shows; the data a page needs
 * first is requested as soon as its route matches, into `queryClient`.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // A new page opens at its top; Back and Forward return to where the page was scrolled.
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, path: '/', element: <RootRedirect /> },
      {
        element: <AnonymousOnly />,
        children: [
          {
            path: '/login',
            loader: prefetchSignInOptions(queryClient),
            lazy: () => withCatalogs(import('./routes/login')),
          },
          {
            path: '/register',
            loader: prefetchSignInOptions(queryClient),
            lazy: () => withCatalogs(import('./routes/register')),
          },
        ],
      },
      {
        path: '/reset-password/:token?',
        lazy: () => withCatalogs(import('./routes/reset-password')),
      },
      { path: '/verify-email/:token', lazy: () => withCatalogs(import('./routes/verify-email')) },
      // The provider's sign-in hands over here (S2), signed in or not.
      { path: '/oidc/finish', lazy: () => withCatalogs(import('./routes/oidc-finish')) },
      { path: '/invitations/:token', lazy: () => withCatalogs(import('./routes/invitation')) },
      // A circle's invitation link (C2), signed in or not, as a list's.
      {
        path: '/circles/join/:token',
        lazy: () => withCatalogs(import('./routes/circle-join')),
      },
      { path: '/unsubscribe/:token', lazy: () => withCatalogs(import('./routes/unsubscribe')) },
      {
        lazy: () => withCatalogs(import('./shell')),
        children: [
          { path: '/dashboard', lazy: () => withCatalogs(import('./routes/dashboard')) },
          {
            path: '/lists/:id',
            loader: prefetchList(queryClient),
            lazy: () => withCatalogs(import('./routes/list')),
          },
          { path: '/shared-lists', lazy: () => withCatalogs(import('./routes/shared-lists')) },
          { path: '/my-gifts', lazy: () => withCatalogs(import('./routes/my-gifts')) },
          { path: '/received', lazy: () => withCatalogs(import('./routes/received')) },
          { path: '/circles', lazy: () => withCatalogs(import('./routes/circles')) },
          // A draw's page, the link of its e-mails (D1).
          { path: '/draws/:drawId', lazy: () => withCatalogs(import('./routes/draw')) },
          { path: '/profile', lazy: () => withCatalogs(import('./routes/profile')) },
          { path: '/share', lazy: () => withCatalogs(import('./routes/share')) },
          // The browser extension's sign-in (X1): a token made here and handed to it.
          {
            path: '/connect-extension',
            lazy: () => withCatalogs(import('./routes/connect-extension')),
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
