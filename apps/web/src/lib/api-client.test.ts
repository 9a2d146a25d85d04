import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, OWNER, signInAs } from '../test/test-utils';
import { ApiRequestError, apiRequest, errorMessage, setUnauthorizedHandler } from './api-client';
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
