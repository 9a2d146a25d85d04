import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/** Probes and scrapes come every few seconds and say nothing about a person's request. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A server span for each request, named by its route pattern (`PUT /api/lists/:id/items/:itemId
 * /mark-bought`), never its URL: a URL holds ids, and an event stream's holds its token. It
 * continues the caller's trace when a `traceparent` header names one. The rest of the request
 * (reading its body, the checks, the handler, their statements) runs inside the context entered
 * here: Node's async context follows it through Fastify's hooks (tracing.test.ts proves it for
 * a statement run after a JSON body was read).
 */
export function requestSpans(app: FastifyInstance, tracer: Tracer): void {
  const traced = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && UNTRACED.has(route)) return done();
    const caller = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          ...(route === undefined ? {} : { 'http.route': route }),
          'client.address': request.ip,
        },
      },
      caller,
    );
    const active = trace.setSpan(caller, span);
    traced.set(request, span);
    // Every line this request's logger writes, the answer's line included, names the span.
    const { traceId, spanId } = span.spanContext();
    const log = request.log.child({ trace_id: traceId, span_id: spanId });
    request.log = log;
    reply.log = log;
    context.with(active, done);
  });

  // A refusal the app meant (a 4xx with its code) is an answer, not an exception.
  app.addHook('onError', (request, _reply, error, done) => {
    if (!(error instanceof AppError && error.status < 500)) {
      traced.get(request)?.recordException(error);
    }
    done();
  });
  const end = (request: FastifyRequest, status: number | undefined) => {
    const span = traced.get(request);
    if (!span) return;
    traced.delete(request);
    if (status === undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'request aborted' });
    } else {
      span.setAttribute('http.response.status_code', status);
      // Server spans are errors on 5xx only: a 4xx is the client's (OpenTelemetry's HTTP rules).
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, undefined);
    done();
  });
}
