/**
 * Item images for the bench, answered only after a delay, so that they arrive after the cards
 * were laid out without them: any box that grows when its image arrives is a layout shift.
 * Sizes and shapes vary (wide, tall, square, tiny), and some addresses answer 404 so the
 * "broken image" placeholder is swapped in late too.
 *
 * Several listeners on separate ports: Chromium opens at most 6 connections per host and port,
 * and 200 delayed images through 6 connections would take longer than the page itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const SHAPES: ReadonlyArray<readonly [number, number]> = [
  [800, 600],
  [1200, 400],
  [300, 900],
  [640, 640],
  [48, 32],
  [1000, 1400],
];
const COLOURS = ['#c7d2fe', '#fbcfe8', '#bbf7d0', '#fde68a', '#bae6fd', '#ddd6fe'];

export interface ImageServers {
  /** The image address of item `index`; every tenth answers 404. */
  urlFor: (index: number) => string;
  close: () => Promise<void>;
}

function svg(index: number): string {
  const [width, height] = SHAPES[index % SHAPES.length]!;
  const colour = COLOURS[index % COLOURS.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" ` +
    `fill="#6366f1"/></svg>`
  );
}

export async function startImageServers(delayMs: number, count = 8): Promise<ImageServers> {
  const servers: http.Server[] = [];
  const timers = new Set<NodeJS.Timeout>();
  for (let i = 0; i < count; i++) {
    const server = http.createServer((request, response) => {
      const match = /^\/img\/(\d+)\.svg$/.exec(request.url ?? '');
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!match || Number(match[1]) % 10 === 9) {
          response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
          response.end('no such image');
          return;
        }
        response.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'no-store',
        });
        response.end(svg(Number(match[1])));
      }, delayMs);
      timers.add(timer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  return {
    urlFor: (index) => `http://127.0.0.1:${ports[index % ports.length]}/img/${index}.svg`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
