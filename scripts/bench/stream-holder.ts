/**
 * A child of `bench:streams` that opens and holds event streams, so that the bench's own load
 * generator (in the parent) does not share an event loop with ten thousand sockets. Told what
 * to open over IPC; answers how many opened and, for each refusal, its status and code.
 */
import http from 'node:http';

/** One stream to open: its path, the bearer token, and the client address it comes from. */
export interface Opening {
  path: string;
  token: string;
  from: string;
}

export type HolderRequest =
  | { open: Opening[]; url: string; concurrency: number }
  | { count: true }
  | { close: true };

export interface HolderAnswer {
  opened: number;
  /** `<status> <code>` of each refusal, counted. */
  refused: Record<string, number>;
  /** Streams still open (the server did not end them). */
  open: number;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const held = new Set<http.ClientRequest>();

/** Opens one stream; answers null when it is held open, else `<status> <code>`. */
function openOne(url: string, { path, token, from }: Opening): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get(`${url}${path}`, {
      agent,
      localAddress: from,
      headers: { authorization: `Bearer ${token}` },
    });
    request.on('response', (res) => {
      if (res.statusCode === 200) {
        held.add(request);
        res.on('close', () => held.delete(request));
        // The stream's comments and events are read and dropped: an idle reader.
        res.resume();
        resolve(null);
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        let code = '';
        try {
          code = String((JSON.parse(body) as { code?: string }).code ?? '');
        } catch {
          // not JSON
        }
        resolve(`${res.statusCode} ${code}`.trim());
      });
    });
    request.on('error', (error) => resolve(`error ${(error as NodeJS.ErrnoException).code}`));
  });
}

async function openAll(url: string, openings: Opening[], concurrency: number) {
  const answer: HolderAnswer = { opened: 0, refused: {}, open: 0 };
  let next = 0;
  const worker = async () => {
    while (next < openings.length) {
      const refused = await openOne(url, openings[next++]!);
      if (refused === null) answer.opened += 1;
      else answer.refused[refused] = (answer.refused[refused] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  answer.open = held.size;
  return answer;
}

process.on('message', (message: HolderRequest) => {
  if ('close' in message) {
    for (const request of held) request.destroy();
    process.exit(0);
  }
  if ('count' in message) {
    process.send?.({ opened: 0, refused: {}, open: held.size } satisfies HolderAnswer);
    return;
  }
  void openAll(message.url, message.open, message.concurrency).then((answer) =>
    process.send?.(answer),
  );
});
process.send?.('ready');
