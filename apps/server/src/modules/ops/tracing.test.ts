import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName, freshStorage, type TestStorage } from '../../test/databases.js';
import { OtlpReceiver, type ReceivedSpan } from '../../test/otlp-receiver.js';
import {
  freePort,
  killServers,
  type ServerProcess,
  startServer,
  waitUntilUp,
} from '../../test/process.js';

const EMAIL = 'traced.person@example.com';
const SERVER_KIND = 2;
const CLIENT_KIND = 3;

describe(`traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (${dialectName})`, () => {
  let receiver: OtlpReceiver;
  let storage: TestStorage;
  let server: ServerProcess;
  let base: string;
  let token: string;

  beforeAll(async () => {
    receiver = await new OtlpReceiver().start();
    storage = await freshStorage();
    const port = await freePort();
    server = startServer({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      PORT: String(port),
      LOG_LEVEL: 'info',
      JWT_SECRET: 'tracing-test-secret-that-is-32-characters',
      // The SDK's own standard variables: where, with which headers, as which service, and a
      // short batch delay so the test need not wait 5 s for each export.
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer collector-secret',
      OTEL_SERVICE_NAME: 'wishlist-under-test',
      OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=test',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    await waitUntilUp(port, server);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    killServers();
    await receiver.stop();
    await storage.drop();
  });

  it('sends a span per request, named by its route, with a span per statement below it; its log line names it', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, name: 'Traced Person', password: 'secret12' }),
    });
    expect(res.status).toBe(201);
    token = ((await res.json()) as { token: string }).token;

    const request = await receiver.span((s) => s.name === 'POST /api/auth/register');
    expect(request.kind).toBe(SERVER_KIND);
    expect(request.parentSpanId ?? '').toBe('');
    expect(request.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/auth/register',
      'http.response.status_code': 201,
    });
    expect(request.resource).toMatchObject({
      'service.name': 'wishlist-under-test',
      'deployment.environment.name': 'test',
    });

    // The user's row is written after the body was read: the request's span was still the
    // active one there.
    const insert = await receiver.span(
      (s) =>
        s.parentSpanId === request.spanId &&
        /insert into "users"/.test(String(s.attributes['db.query.text'])),
    );
    expect(insert).toMatchObject({ traceId: request.traceId, kind: CLIENT_KIND, name: 'insert' });
    expect(insert.attributes['db.system.name']).toBe(
      dialectName === 'postgres' ? 'postgresql' : 'sqlite',
    );
    const statements = receiver.spans.filter((s) => s.parentSpanId === request.spanId);
    expect(statements.every((s) => s.kind === CLIENT_KIND && s.traceId === request.traceId)).toBe(
      true,
    );
    // Statements are sent with their placeholders, never the values they were given.
    expect(JSON.stringify(receiver.spans)).not.toContain(EMAIL);
    // Probes are not traced.
    expect(receiver.spans.some((s) => String(s.attributes['http.route']).includes('healthz'))).toBe(
      false,
    );

    expect(receiver.exports[0]?.path).toBe('/v1/traces');
    expect(receiver.exports[0]?.headers).toMatchObject({
      authorization: 'Bearer collector-secret',
      'content-type': 'application/json',
    });

    const line = server
      .out()
      .split('\n')
      .filter((text) => text.includes('"url":"/api/auth/register"'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)[0];
    expect(line).toMatchObject({
      msg: 'request completed',
      trace_id: request.traceId,
      span_id: request.spanId,
    });
  });

  it('continues the trace a traceparent header names', async () => {
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    const res = await fetch(`${base}/api/lists`, {
      headers: { authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(res.status).toBe(200);
    const request: ReceivedSpan = await receiver.span(
      (s) => s.traceId === traceId && s.kind === SERVER_KIND,
    );
    expect(request).toMatchObject({ name: 'GET /api/lists', parentSpanId: parent });
  });
});
