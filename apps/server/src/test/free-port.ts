import net from 'node:net';

/**
 * Ports for the servers tests start, drawn below Linux's ephemeral range (32768–60999).
 * A port from listen(0) comes from that range, which every outgoing connection draws on too:
 * a port found free and closed was sometimes a client socket's by the time the server bound it
 * ("PORT: … is already in use"). Below the range only another test can take it.
 */
const LOWEST = 20_000;
const HIGHEST = 32_000;
/** Ports this process handed out: never twice, even once free again. */
const given = new Set<number>();

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (!given.has(port) && (await canListen(port))) {
      given.add(port);
      return port;
    }
  }
}
