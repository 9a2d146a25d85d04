/** The bench's data: one user and one list of `itemCount` items whose images answer late. */
import type { AuthResult, WishList } from '@wishlist/core';
import type { ImageServers } from './image-server.js';
import { postJson } from './processes.js';

export async function seed(base: string, images: ImageServers, itemCount: number) {
  const auth = await postJson<AuthResult>(`${base}/api/auth/register`, 'POST', {
    email: 'bench@example.com',
    password: 'bench-password-123',
    name: 'Bench Person',
  });
  const list = await postJson<WishList>(
    `${base}/api/lists`,
    'POST',
    { name: 'Birthday 2026', description: 'Everything I would love this year.' },
    auth.token,
  );
  const categories = ['Books', 'Kitchen', 'Games', null, 'Outdoor', 'Music'];
  const items = Array.from({ length: itemCount }, (_, i) => ({
    name: `Gift ${i + 1}: ${['Walking boots', 'Cast iron pan', 'Board game', 'Vinyl record', 'Headphones'][i % 5]}`,
    description:
      i % 3 === 0
        ? null
        : 'A longer description of the thing, with the size, colour and where to find it. '.repeat(
            1 + (i % 3),
          ),
    category: categories[i % categories.length],
    price: i % 4 === 0 ? null : 9.99 + i,
    affiliateLink: i % 2 === 0 ? `https://shop.example/p/${i}` : null,
    imageUrl: images.urlFor(i),
    type: i % 7 === 0 ? 'have' : 'want',
  }));
  const filled = await postJson<WishList>(
    `${base}/api/lists/${list._id}`,
    'PUT',
    { items },
    auth.token,
  );
  if (filled.items.length !== itemCount) throw new Error('The list was not filled');
  return { auth, listId: list._id };
}
