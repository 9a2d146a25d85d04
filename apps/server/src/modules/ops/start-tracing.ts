import type { TracingSettings } from '../../config-otel.js';
import type { Tracing } from './tracing-seam.js';

/**
 * Loads the OpenTelemetry SDK only when an OTLP endpoint is set: a start without one loads none
 * of it (the bundle keeps it in chunks of its own), and no request pays for a hook.
 */
export async function startTracing(
  settings: TracingSettings | undefined,
): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { openTelemetry } = await import('./tracing.js');
  return openTelemetry(settings);
}
