import { afterEach, describe, expect, it, vi } from 'vitest';
import { getList, startListEarly } from './list-query';

afterEach(() => vi.unstubAllGlobals());

describe('a list read started early', () => {
  it('is taken by the first getList of that list only; later reads ask again', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ _id: 'a1', read: asked.length }), { status: 200 });
    });
    startListEarly('a1');
    expect(asked).toEqual(['/api/lists/a1']);
    expect(await getList('a1')).toMatchObject({ read: 1 });
    expect(asked).toHaveLength(1);
    expect(await getList('a1')).toMatchObject({ read: 2 });
    expect(await getList('b2')).toMatchObject({ read: 3 });
    expect(asked).toEqual(['/api/lists/a1', '/api/lists/a1', '/api/lists/b2']);
  });

  it('hands its failure to whoever takes it', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"Wish list not found"}', { status: 404 }),
    );
    startListEarly('gone');
    await expect(getList('gone')).rejects.toMatchObject({ status: 404 });
  });
});
