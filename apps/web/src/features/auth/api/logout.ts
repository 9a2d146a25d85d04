import { sessionStore } from '../../../lib/session';

/**
 * Ends this session on the server too (a copied token stops working), then here. Signing out
 * here never waits on the server, nor fails with it: the token is forgotten either way.
 */
export function logout(): void {
  const session = sessionStore.get();
  if (session) {
    void fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}` },
      keepalive: true,
    }).catch(() => {});
  }
  sessionStore.signOut();
}
