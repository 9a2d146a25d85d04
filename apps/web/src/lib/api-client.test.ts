import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, OWNER, signInAs } from '../test/test-utils';
import {
  ApiRequestError,
  apiRequest,
  errorMessage,
  isAuthError,
  setUnauthorizedHandler,
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
