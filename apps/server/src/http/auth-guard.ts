import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/service.js';
import { type Viewer, viewerOf } from '../modules/lists/access.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser`, only on routes that use it. */
    user: Viewer;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerAuthGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null as unknown as Viewer);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await auth.authenticate(request.headers.authorization);
    request.user = viewerOf(user);
  });
}
