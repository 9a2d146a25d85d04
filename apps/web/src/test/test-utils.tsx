import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Item, User, WishList } from '@wishlist/core';
import { isSurpriseActive, utcDay } from '@wishlist/core';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';

export const OWNER: User = {
  id: 'u-owner',
  email: 'olivia@example.test',
  name: 'Olivia Owner',
  emailVerified: true,
  hasPassword: true,
};
export const FRIEND: User = {
  id: 'u-friend',
  email: 'frank@example.test',
  name: 'Frank Friend',
  emailVerified: true,
  hasPassword: true,
};

export function signInAs(user: User, token = 'test-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.reload();
}

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    _id: 'i-1',
    name: 'Headphones',
    description: null,
    category: null,
    price: 12,
    affiliateLink: null,
    imageUrl: null,
    type: 'want',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    boughtBy: null,
    boughtAt: null,
    quantity: 1,
    claimed: 0,
    claims: [],
    priority: 0,
    currency: null,
    ...overrides,
  };
}

/**
 * A list as the server answers it. `surpriseActive` is what the server's clock says unless a
 * test sets it: worked out here from `surprise` and `eventDate` as the server does, today.
 */
export function makeList(overrides: Partial<WishList> = {}): WishList {
  const surprise = {
    surprise: overrides.surprise ?? false,
    eventDate: overrides.eventDate ?? null,
  };
  return {
    _id: 'l-1',
    name: 'Birthday',
    description: null,
    isPublic: false,
    userId: { _id: OWNER.id, name: OWNER.name },
    items: [],
    invitationCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...surprise,
    surpriseActive: isSurpriseActive(surprise, utcDay(new Date())),
    currency: 'USD',
    archived: false,
    circles: [],
    coOwners: [],
    version: 0,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  /** The query string's parameters (an import's list name, an export's format). */
  query: Record<string, string>;
  /** Parsed when it is JSON; the text as sent otherwise (a CSV import). */
  body: unknown;
  headers: Record<string, string>;
  /** The request's signal: a stream (see `stream` below) ends when the page lets go of it. */
  signal?: AbortSignal;
}

type Reply = {
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** Sent as is instead of `body` as JSON (a CSV export), with `headers` added. */
  text?: string;
  headers?: Record<string, string>;
  /** A body that goes on (server-sent events, test/event-streams.ts), instead of `body`. */
  stream?: ReadableStream<Uint8Array>;
};
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A request nobody answers, until the page gives up on it (aborts). */
function unanswered(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

/**
 * An answer the server gives only once the test calls `release`: a test that looks at what the
 * page shows while it waits then sees it however slow the machine is (a delay does not).
 */
export function heldAnswer(answer: Handler): {
  handler: (call: Call) => Promise<Reply>;
  release: () => void;
} {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async (call) => {
      await released;
      return typeof answer === 'function' ? answer(call) : answer;
    },
    release,
  };
}

/**
 * Replaces `fetch` for a component test: the server is outside the component, so its answers
 * are given per "METHOD /path". Unmatched calls answer 404, but for a page's live stream
 * (`…/events`), which stays unanswered: a test of something else then sees no refresh it did
 * not ask for. Every call is recorded.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? parseBody(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler && url.pathname.endsWith('/events')) return unanswered(init?.signal);
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    // A 204 may carry no body at all, not even an empty one.
    const text =
      reply.stream ?? reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

/** `field` is marked refused and read with `message`, shown under it (components/ui/field.tsx). */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/**
 * The whole app (real routes, providers and session rules) at `path`, with `before` as the
 * pages Back returns to.
 */
/** The query caches of the apps rendered by this test, emptied once it ends (setup.ts). */
const rendered = new Set<QueryClient>();

/**
 * Drops what a test's app still had on its way: the web tests share their modules, so an answer
 * arriving during the next test (the account's language, say) would otherwise act on its page.
 * Clearing a cache cancels its queries, which aborts their requests.
 */
export function forgetRenderedApps(): void {
  for (const client of rendered) client.clear();
  rendered.clear();
}

export function renderApp(path: string, before: string[] = []) {
  // The app starts as a page does, from what storage holds now: not from a session read earlier
  // by something a previous test left running (the web tests share their modules).
  sessionStore.reload();
  const queryClient = createQueryClient();
  rendered.add(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [...before, path],
  });
  const view = render(<AppProvider router={router} queryClient={queryClient} />);
  return { router, ...view };
}

export function renderElement(element: ReactElement) {
  return render(element);
}
