import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding carries it (the fields the tests read). */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** The resource's attributes (service.name…) of the batch it came in. */
  resource: Record<string, string | number | boolean>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };

const flat = (attributes: KeyValue[] = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue === undefined ? value.boolValue : Number(value.intValue)),
    ]),
  ) as Record<string, string | number | boolean>;

/**
 * An OpenTelemetry collector's OTLP/HTTP traces endpoint on loopback, keeping what it receives:
 * the spans, and the headers each export came with.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly exports: Array<{ path: string; headers: http.IncomingHttpHeaders }> = [];
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      this.exports.push({ path: req.url ?? '', headers: req.headers });
      const parsed = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: KeyValue[] };
          scopeSpans: Array<{
            spans: Array<
              Omit<ReceivedSpan, 'attributes' | 'resource'> & { attributes: KeyValue[] }
            >;
          }>;
        }>;
      };
      for (const batch of parsed.resourceSpans) {
        const resource = flat(batch.resource.attributes);
        for (const scope of batch.scopeSpans) {
          for (const span of scope.spans) {
            this.spans.push({ ...span, attributes: flat(span.attributes), resource });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** The base URL, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Waits for a span matching `match`, failing after `timeoutMs` with the names received. */
  async span(match: (span: ReceivedSpan) => boolean, timeoutMs = 10_000): Promise<ReceivedSpan> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.spans.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no such span; received: ${this.spans.map((s) => s.name).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
