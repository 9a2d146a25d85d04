import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient } from './query-client';

describe('the query client offline (N4)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('runs a write at once while offline, so its refusal shows instead of a silent wait', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const refusal = new ApiRequestError(0, 'Offline', 'OFFLINE');
    const write = vi.fn(() => Promise.reject(refusal));
    const mutation = new MutationObserver(client, { mutationFn: write });
    await expect(mutation.mutate()).rejects.toBe(refusal);
    expect(write).toHaveBeenCalledOnce();
    expect(mutation.getCurrentResult().isPaused).toBe(false);
  });

  it('runs a read once while offline (the service worker may hold a copy), without retrying', async () => {
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    const read = vi.fn(() => Promise.reject(new ApiRequestError(0, null, 'NETWORK')));
    const query = new QueryObserver(client, { queryKey: ['lists'], queryFn: read });
    const unsubscribe = query.subscribe(() => {});
    await vi.waitFor(() => expect(query.getCurrentResult().status).toBe('error'));
    expect(read).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('answers a read offline from what the service worker kept', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const query = new QueryObserver(client, {
      queryKey: ['lists'],
      queryFn: () => Promise.resolve(['kept']),
    });
    const unsubscribe = query.subscribe(() => {});
    await vi.waitFor(() => expect(query.getCurrentResult().data).toEqual(['kept']));
    unsubscribe();
  });
});
