import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { killServers, startServer, tempDir } from '../../test/process.js';

afterEach(killServers);

/** The problems loadConfig names for `env`, or [] when it takes it. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the settings of metrics and tracing (O2, O3)', () => {
  it('are off by default', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.tracing).toBeUndefined();
  });

  it('take a metrics token of 16 printable characters or more', () => {
    expect(loadConfig({ METRICS_TOKEN: 'abcdefghijklmnop' }).metricsToken).toBe('abcdefghijklmnop');
    for (const token of ['short', 'sixteen chars ok', 'abcdefghijklmnop\u00e9']) {
      expect(problems({ METRICS_TOKEN: token })).toEqual([
        'METRICS_TOKEN: must be at least 16 printable characters without spaces (openssl rand -hex 32 makes one)',
      ]);
    }
  });

  it('turn tracing on with an OTLP endpoint, adding the traces path as the standard says', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318/v1/traces',
      serviceName: 'wishlist',
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/in',
        OTEL_SERVICE_NAME: 'gifts',
      }).tracing,
    ).toEqual({ endpoint: 'https://traces.example.com/in', serviceName: 'gifts' });
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })
        .tracing,
    ).toBeUndefined();
  });

  it('name each bad OpenTelemetry setting, and check none while tracing is off', () => {
    expect(
      problems({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
        OTEL_TRACES_SAMPLER: 'sometimes',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization',
      }),
    ).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" is not an http(s) URL',
      'OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" is not supported; traces are sent as http/json',
      'OTEL_TRACES_SAMPLER: "sometimes" must be one of always_on, always_off, traceidratio, parentbased_always_on, parentbased_always_off, parentbased_traceidratio',
      'OTEL_EXPORTER_OTLP_HEADERS: must be key=value pairs separated by commas',
    ]);
    expect(
      problems({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '1.5',
      }),
    ).toEqual(['OTEL_TRACES_SAMPLER_ARG: "1.5" must be a number from 0 to 1']);
    expect(
      problems({ OTEL_TRACES_SAMPLER: 'sometimes', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }),
    ).toEqual([]);
  });

  it('stop the server with one line when one is bad', async () => {
    const run = startServer({ DATA_DIR: tempDir(), METRICS_TOKEN: 'short' });
    expect(await run.exited).toBe(1);
    expect(run.err().trim().split('\n')).toEqual([
      'Cannot start: METRICS_TOKEN: must be at least 16 printable characters without spaces (openssl rand -hex 32 makes one)',
    ]);
  });
});
