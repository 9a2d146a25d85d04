import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from '../../config-otel.js';
import { querySpans } from './query-spans.js';
import { requestSpans } from './request-spans.js';
import type { Tracing } from './tracing-seam.js';

/**
 * The OpenTelemetry SDK as its documentation sets it up, by hand rather than by its
 * auto-instrumentation: that patches modules as `require` loads them, and the server ships as
 * one bundle, which loads none of them by name. The SDK reads its standard variables itself
 * (sampler, headers, batching, resource attributes); config.ts has checked them.
 */
export function openTelemetry(settings: TracingSettings): Tracing {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.endpoint }))],
  });
  // The global provider, AsyncLocalStorage for the active span, W3C trace context headers.
  provider.register();
  const tracer = provider.getTracer('wishlist');
  return {
    wrapDialect: querySpans(tracer),
    traceRequests: (app) => requestSpans(app, tracer),
    logFields(): Record<string, string> {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    shutdown: () => provider.shutdown(),
  };
}
