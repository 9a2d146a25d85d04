import type { FastifyInstance } from 'fastify';
import type { DialectWrapper } from '../../db/database.js';

/** What the server is given by tracing (O3) when it is on. */
export interface Tracing {
  /** Wraps the database's dialect: a span for each statement run inside a traced request. */
  wrapDialect: DialectWrapper;
  /** Adds the hooks that give each request a span, and its log lines that span's ids. */
  traceRequests(app: FastifyInstance): void;
  /** The active span's ids, for a line written outside a request's logger; none outside one. */
  logFields(): Record<string, string>;
  /** Sends the spans still buffered, before the process exits. */
  shutdown(): Promise<void>;
}
