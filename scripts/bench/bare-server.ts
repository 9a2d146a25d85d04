/**
 * The ceiling: a bare node:http server answering, for each benchmarked route, the same bytes the
 * real server answered: its status, header fields (security headers and all) and body; node:http
 * adds Date, Connection and Keep-Alive to both alike. Run as a child: `bare-server.ts <port>`,
 * routes arrive once over IPC, then it listens and says so.
 */
import http from 'node:http';

export interface BareRoute {
  method: string;
  /** An exact path, or `*suffix` to match every path ending with it. */
  path: string;
  /**
   * The caller's Authorization, when two scenarios read one path as different people (the
   * dashboard of fifty lists and a family's): an exact path then answers each their own.
   */
  authorization?: string;
  status: number;
  /** The real answer's header fields, but those node:http writes by itself. */
  headers: Record<string, string>;
  bodyBase64: string;
}

interface Reply {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}

function serve(routes: BareRoute[], port: number): void {
  const exact = new Map<string, Reply>();
  const bySuffix: Array<{ method: string; suffix: string; reply: Reply }> = [];
  for (const route of routes) {
    const body = Buffer.from(route.bodyBase64, 'base64');
    const reply: Reply = {
      status: route.status,
      headers: { ...route.headers, 'content-length': body.length },
      body,
    };
    if (route.path.startsWith('*'))
      bySuffix.push({ method: route.method, suffix: route.path.slice(1), reply });
    else exact.set(`${route.method} ${route.path} ${route.authorization ?? ''}`, reply);
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const reply =
      exact.get(`${req.method} ${url} ${req.headers.authorization ?? ''}`) ??
      exact.get(`${req.method} ${url} `) ??
      bySuffix.find((r) => r.method === req.method && url.endsWith(r.suffix))?.reply;
    if (!reply) {
      res.writeHead(url === '/bare-health' ? 204 : 404);
      res.end();
      return;
    }
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  server.listen(port, '127.0.0.1', () => process.send?.('listening'));
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

process.once('message', (routes) => serve(routes as BareRoute[], Number(process.argv[2])));
