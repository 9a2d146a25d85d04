/** An answer of a server running in its own process. */
export interface Answer<T> {
  status: number;
  body: T;
  /** The body as sent, for messages. */
  text: string;
  headers: Headers;
}

/**
 * One JSON call over real HTTP to a server in its own process (bearer token and body optional).
 * Throws when the server cannot be reached: the outcome of such a call is unknown.
 */
export async function callJson<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    text,
    headers: res.headers,
  };
}
