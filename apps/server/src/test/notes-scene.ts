import type { Circle, Item, WishList } from '@wishlist/core';
import type { TestServer } from './harness.js';
import type { Person } from './notifications.js';

/** A list as the notes' tests use it: shared as `NotesScene.list` sets it up. */
export interface NotedList {
  list: WishList;
  items: Item[];
  /** The notes' path of item `n`. */
  notes: (n?: number) => string;
}

/**
 * The people of the givers' notes tests (A2): the owner and their partner, a co-owner; a giver
 * invited by e-mail, a cousin in the owner's circle, someone whose invitation is pending and an
 * outsider. The owner keeps a managed child too (C4), so is a manager of the child's lists.
 */
export class NotesScene {
  private constructor(
    private readonly server: TestServer,
    readonly owner: Person,
    readonly partner: Person,
    readonly giver: Person,
    readonly cousin: Person,
    readonly pending: Person,
    readonly outsider: Person,
    readonly circle: Circle,
    readonly childId: string,
  ) {}

  static async build(server: TestServer, n = 0): Promise<NotesScene> {
    const person = (name: string, verified = false) =>
      server.user({ name, email: `${name.toLowerCase()}.${n}@example.com`, verified });
    const owner = await person('Olly', true);
    const [partner, giver, cousin, pending, outsider] = await Promise.all(
      ['Pat', 'Gina', 'Cora', 'Penny', 'Otto'].map((name) => person(name)),
    );
    const call = <T>(method: string, path: string, body?: unknown) =>
      server.request<T>(method, path, { token: owner.token, body });
    const circle = (await call<Circle>('POST', '/api/circles', { name: 'Family' })).body;
    const since = server.smtp.messages.length;
    await call('POST', `/api/circles/${circle._id}/invite`, {
      emails: [partner!.user.email, cousin!.user.email],
    });
    for (const who of [partner!, cousin!]) {
      const link = await server.linkToken(who.user.email, 'circles/join', since);
      const joined = await server.request('POST', `/api/circles/join/${encodeURIComponent(link)}`, {
        token: who.token,
      });
      if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
    }
    const added = await call<Circle>('POST', `/api/circles/${circle._id}/managed`, { name: 'Kit' });
    const childId = added.body.members.find((member) => member.managed)!._id;
    return new NotesScene(
      server,
      owner,
      partner!,
      giver!,
      cousin!,
      pending!,
      outsider!,
      circle,
      childId,
    );
  }

  /**
   * A list of the owner's with two items, shared into the circle (the cousin sees it) with the
   * partner as its co-owner, the giver invited and accepted, and Penny invited, pending.
   */
  async list(settings: Record<string, unknown> = {}): Promise<NotedList> {
    const { server, owner } = this;
    const made = await server.list(owner.token, { name: 'Birthday', ...settings });
    const { items } = await server.putItems(owner.token, made._id, [
      { name: 'Scarf' },
      { name: 'Lamp' },
    ]);
    const shared = await server.request<WishList>('PUT', `/api/lists/${made._id}`, {
      token: owner.token,
      body: { circleIds: [this.circle._id], coOwnerIds: [this.partner.user.id] },
    });
    if (shared.status !== 200) throw new Error(`share failed: ${shared.status}`);
    await server.share(owner.token, made._id, this.giver);
    await server.share(owner.token, made._id, this.pending, false);
    return noted(shared.body, items);
  }

  /** A list of the managed child's, which the owner keeps (C4), shared into the circle. */
  async childList(): Promise<NotedList> {
    const { server, owner } = this;
    const made = await server.list(owner.token, { name: 'Kit’s', ownerId: this.childId });
    const { items } = await server.putItems(owner.token, made._id, [{ name: 'Kite' }]);
    const shared = await server.request<WishList>('PUT', `/api/lists/${made._id}`, {
      token: owner.token,
      body: { circleIds: [this.circle._id] },
    });
    if (shared.status !== 200) throw new Error(`share failed: ${shared.status}`);
    return noted(shared.body, items);
  }
}

function noted(list: WishList, items: Item[]): NotedList {
  return {
    list,
    items,
    notes: (n = 0) => `/api/lists/${list._id}/items/${items[n]!._id}/notes`,
  };
}
