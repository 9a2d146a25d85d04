import { isHttpUrl } from '@wishlist/core';

/**
 * O3. The OpenTelemetry SDK reads its own standard variables (OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES, OTEL_BSP_*): they are checked here, at start,
 * and left for it to read, so that they mean what every other OpenTelemetry program takes them
 * to mean.
 */
export interface TracingSettings {
  /** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT (+ `/v1/traces`). */
  endpoint: string;
  /** OTEL_SERVICE_NAME, default `wishlist`. */
  serviceName: string;
}

type Env = Record<string, string | undefined>;

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

const present = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/**
 * O3: tracing is on when an OTLP endpoint is set (and OTEL_SDK_DISABLED is not `true`). The
 * standard variables the SDK reads itself are checked here too, because the SDK only logs a bad
 * one and carries on with its default: a sampler's typo would quietly trace everything.
 */
export function readTracing(env: Env, problems: string[]): TracingSettings | undefined {
  const base = present(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const traces = present(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if ((base === undefined && traces === undefined) || present(env.OTEL_SDK_DISABLED) === 'true')
    return undefined;
  const before = problems.length;
  // As the OTLP specification has it: the signal's own endpoint is used as it is, the base one
  // gets the signal's path.
  const endpoint = traces ?? `${withoutTrailingSlashes(base ?? '')}/v1/traces`;
  const named =
    traces === undefined ? 'OTEL_EXPORTER_OTLP_ENDPOINT' : 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT';
  if (!isHttpUrl(traces ?? base ?? ''))
    problems.push(`${named}: "${traces ?? base}" is not an http(s) URL`);

  const protocolName = present(env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL)
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = present(env[protocolName]);
  if (protocol !== undefined && protocol !== 'http/json') {
    problems.push(`${protocolName}: "${protocol}" is not supported; traces are sent as http/json`);
  }

  const sampler = present(env.OTEL_TRACES_SAMPLER);
  if (sampler !== undefined && !SAMPLERS.includes(sampler)) {
    problems.push(`OTEL_TRACES_SAMPLER: "${sampler}" must be one of ${SAMPLERS.join(', ')}`);
  }
  const ratio = present(env.OTEL_TRACES_SAMPLER_ARG);
  if (sampler?.endsWith('traceidratio') && ratio !== undefined) {
    const value = Number(ratio);
    if (!/^[\d.]+$/.test(ratio) || !(value >= 0 && value <= 1)) {
      problems.push(`OTEL_TRACES_SAMPLER_ARG: "${ratio}" must be a number from 0 to 1`);
    }
  }

  for (const name of ['OTEL_EXPORTER_OTLP_HEADERS', 'OTEL_EXPORTER_OTLP_TRACES_HEADERS']) {
    const headers = present(env[name]);
    if (headers?.split(',').some((pair) => !/^[^=\s]+\s*=/.test(pair.trim()))) {
      problems.push(`${name}: must be key=value pairs separated by commas`);
    }
  }
  if (problems.length > before) return undefined;
  return { endpoint, serviceName: present(env.OTEL_SERVICE_NAME) ?? 'wishlist' };
}
