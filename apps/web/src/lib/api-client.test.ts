import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, OWNER, signInAs } from '../test/test-utils';
import {
  ApiRequestError,
  apiDownload,
  apiRequest,
  errorMessage,
  fileNameOf,
  isAuthError,
  setOfflineRefusal,
  setUnauthorizedHandler,
  withReason,
} from './api-client';
import { sessionStore } from './session';

describe('apiRequest', () => {
  afterEach(() => setUnauthorizedHandler(() => sessionStore.signOut()));

  it('sends JSON with the bearer token from local storage', async () => {
    signInAs(OWNER, 'tok-1');
    const api = mockApi({ 'POST /api/lists': { status: 201, body: { ok: true } } });
    await apiRequest('/api/lists', { method: 'POST', body: { name: 'x' } });
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(api.calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(api.calls[0]?.body).toEqual({ name: 'x' });
  });

  it.each([401, 403])('a %i answer signs out and calls the redirect handler', async (status) => {
    signInAs(OWNER);
    const handler = vi.fn(() => sessionStore.signOut());
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/lists': { status, body: { message: 'Nope', code: 'X' } } });
    await expect(apiRequest('/api/lists')).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a 403 with code 'surprise' keeps the session; the error is not an auth error", async () => {
    signInAs(OWNER, 'tok-2');
    const handler = vi.fn(() => sessionStore.signOut());
    setUnauthorizedHandler(handler);
    mockApi({
      'PUT /api/lists/l-1/items/i-1/mark-bought': {
        status: 403,
        body: { message: 'This list is a surprise', code: 'surprise' },
      },
      'PUT /api/lists/l-1/items/i-1/unmark-bought': {
        status: 403,
        body: {
          message: 'Only the buyer or the list owner can unmark this item',
          code: 'NOT_BUYER',
        },
      },
    });
    const refused = await apiRequest('/api/lists/l-1/items/i-1/mark-bought', {
      method: 'PUT',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(isAuthError(refused)).toBe(false);
    expect(errorMessage(refused, 'Fallback')).toBe('This list is a surprise');
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-2');

    // any other 403 still signs out
    const other = await apiRequest('/api/lists/l-1/items/i-1/unmark-bought', {
      method: 'PUT',
    }).catch((e: unknown) => e);
    expect(isAuthError(other)).toBe(true);
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the server message is preferred, the fallback used otherwise', async () => {
    mockApi({
      'POST /api/a': { status: 400, body: { message: 'Server says no', code: 'BAD' } },
      'POST /api/b': { status: 500, body: 'oops' },
    });
    const withMessage = await apiRequest('/api/a', { method: 'POST' }).catch((e: unknown) => e);
    const without = await apiRequest('/api/b', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(withMessage, 'Fallback')).toBe('Server says no');
    expect(errorMessage(without, 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('network'), 'Fallback')).toBe('Fallback');
  });
});

describe('offline (N4)', () => {
  const noNetwork = (): never => {
    throw new TypeError('Failed to fetch');
  };
  afterEach(() => vi.restoreAllMocks());

  it('a write that fails offline is refused with a sentence saying so', async () => {
    setOfflineRefusal(() => 'Offline: nothing was sent.');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({ 'PUT /api/lists/l-1': noNetwork });
    const refused = await apiRequest('/api/lists/l-1', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ status: 0, code: 'OFFLINE' });
    expect(errorMessage(refused, 'Fallback')).toBe('Offline: nothing was sent.');
    expect(withReason(refused, 'Failed to add item')).toBe(
      'Failed to add item: Offline: nothing was sent.',
    );
  });

  it('a read that fails offline, or a write that fails online, is a network failure', async () => {
    setOfflineRefusal(() => 'Offline: nothing was sent.');
    mockApi({ 'GET /api/lists': noNetwork, 'POST /api/lists': noNetwork });
    const online = await apiRequest('/api/lists', { method: 'POST' }).catch((e: unknown) => e);
    expect(online).toMatchObject({ status: 0, code: 'NETWORK', serverMessage: null });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const read = await apiRequest('/api/lists').catch((e: unknown) => e);
    expect(read).toMatchObject({ status: 0, code: 'NETWORK', serverMessage: null });
  });
});

describe('files and text bodies (L5)', () => {
  it('sends text as it is, with its type', async () => {
    signInAs(OWNER, 'tok-2');
    const api = mockApi({ 'POST /api/lists/import': { status: 201, body: { ok: true } } });
    await apiRequest('/api/lists/import?name=A', {
      method: 'POST',
      text: { type: 'text/csv', content: 'name\nMug\n' },
    });
    expect(api.calls[0]?.headers['Content-Type']).toBe('text/csv');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-2');
    expect(api.calls[0]?.body).toBe('name\nMug\n');
  });

  it('keeps a refusal’s body, for what it says beside the message', async () => {
    signInAs(OWNER);
    const problems = [{ line: 3, message: 'Price must be at least 0' }];
    mockApi({
      'POST /api/lists/import': {
        status: 400,
        body: { message: 'Nothing was imported', code: 'import_invalid', problems },
      },
    });
    const failure = await apiRequest('/api/lists/import', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 400, code: 'import_invalid', body: { problems } });
  });

  it('downloads a file with the token and the name the server gives it', async () => {
    signInAs(OWNER, 'tok-3');
    const api = mockApi({
      'GET /api/lists/l-1/export': {
        text: 'name,price\nMug,3\n',
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="Caf_ list.csv"; filename*=UTF-8''Caf%C3%A9%20list.csv`,
        },
      },
    });
    const file = await apiDownload('/api/lists/l-1/export?format=csv');
    expect(file.fileName).toBe('Café list.csv');
    expect(await file.blob.text()).toBe('name,price\nMug,3\n');
    expect(api.calls[0]?.headers.Authorization).toBe('Bearer tok-3');
    expect(api.calls[0]?.query).toEqual({ format: 'csv' });
  });

  it('reads the file name of a Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a b.json"')).toBe('a b.json');
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%9C%93.csv; filename=x.csv")).toBe('✓.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%9C.csv; filename=x.csv")).toBe('x.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
