import {
  type CopyItemInput,
  type CopyItemResult,
  type ExportedItem,
  type ImportListInput,
  type ImportProblem,
  type ItemInput,
  importListInput,
  importQuery,
  itemBytes,
  itemInput,
  type Language,
  LIMITS,
  type ListExport,
  listContentBytes,
  priceCurrency,
  type WishList,
} from '@wishlist/core';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { issueText, parseInput } from '../../http/validate.js';
import { msg, type Text, translate } from '../../i18n/message.js';
import type { Caller } from '../auth/caller.js';
import { assertNotArchived, type ListAccess } from './access.js';
import type { ItemRepository } from './item-repository.js';
import { fromCsv, toCsv } from './list-csv.js';
import type { ListQuota } from './quota.js';
import type { ListRepository } from './repository.js';
import type { ItemsTableRow } from './rows.js';
import type { ListService } from './service.js';

/** A file to send: what it is called, its type and its text. */
export interface Download {
  filename: string;
  contentType: string;
  body: string;
}

const itemNotFound = () => notFound(msg('server.lists.itemNotFound'), 'ITEM_NOT_FOUND');
const listFull = () =>
  conflict(msg('server.lists.full', { max: LIMITS.itemsPerList }), 'LIST_FULL');

/** What is wrong with one item of an import, and where: its line (CSV) or place (JSON). */
type Problem = { where: { line: number } | { item: number }; text: Text };

/**
 * An item's fields as an export writes them and a copy or an import writes them back: what the
 * owner wrote and set, its A3-A5 settings only when set (an item that has none reads as before
 * them); never claims nor pledges.
 */
function exported(row: ItemsTableRow): ExportedItem {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price === null ? null : Number(row.price),
    affiliateLink: row.affiliate_link,
    imageUrl: row.image_url,
    type: row.type as ExportedItem['type'],
    priority: Number(row.priority),
    quantity: Number(row.quantity),
    currency: row.currency,
    ...(row.hidden === 1 ? { hidden: true as const } : {}),
    ...(row.group_gift === 1 ? { groupGift: true as const } : {}),
    ...(row.any_of !== null ? { anyOf: row.any_of } : {}),
  };
}

/** `exported` as the body of a save's item (nulls left out). */
function asInput(item: ExportedItem): ItemInput {
  return parseInput(itemInput, item);
}

/** A file name from the list's name: letters, digits, spaces and dashes, never empty. */
function fileName(name: string, extension: string): string {
  const safe =
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'wishlist';
  return `${safe}.${extension}`;
}

/**
 * Items going between lists and files (L4-L5): copying or moving an item to another of the
 * owner's lists, exporting a list, importing one. Claims and pledges never travel.
 */
export class ListTransferService {
  constructor(
    private readonly db: Db,
    private readonly lists: ListRepository,
    private readonly items: ItemRepository,
    private readonly access: ListAccess,
    private readonly quota: ListQuota,
    private readonly service: ListService,
    private readonly clock: Clock,
  ) {}

  /**
   * L4: the owner of both lists copies (or moves) an item; it goes last on the target. Its price
   * stays in the currency it is in: an item in the source list's currency that is not the
   * target's takes that currency as its own (never relabelled, never converted).
   */
  async copy(
    caller: Caller,
    listId: string,
    itemId: string,
    { toListId, move }: CopyItemInput,
  ): Promise<CopyItemResult> {
    const viewer = await caller.viewer();
    const source = await this.access.own(viewer, listId);
    const target = await this.access.own(viewer, toListId);
    assertNotArchived(target);
    if (move) assertNotArchived(source);
    const newId = await this.db.transaction().execute(async (trx) => {
      await this.quota.takeTurn(trx, viewer.id);
      const row = await this.items.findOne(listId, itemId, trx);
      if (!row) throw itemNotFound();
      if ((await this.lists.itemCount(toListId, trx)) >= LIMITS.itemsPerList) throw listFull();
      const item = { ...exported(row), currency: priceCurrency(row, source.currency) };
      const bytes = itemBytes(item);
      // A move takes the item out of its list: the account holds no more than before.
      if (!move) await this.quota.checkAdded(trx, viewer.id, bytes);
      const now = this.clock.nowIso();
      const id = await this.items.append(trx, target, asInput(item), now);
      await this.lists.touch(trx, toListId, bytes, now);
      if (move) {
        // The original goes, and its claims with it (G4).
        await this.items.remove(trx, listId, itemId);
        await this.lists.touch(trx, listId, -bytes, now);
      }
      return id;
    });
    const list = await this.service.get(caller, toListId);
    const copied = list.items.find((candidate) => candidate._id === newId);
    if (!copied) throw itemNotFound();
    return { item: copied, list };
  }

  /** L5: the list and its items as JSON or CSV, for its owner; no claims. */
  async export(caller: Caller, listId: string, format: 'json' | 'csv'): Promise<Download> {
    const list = await this.access.own(await caller.viewer(), listId);
    const items = (await this.items.itemsOf([listId])).map(exported);
    if (format === 'csv') {
      return {
        filename: fileName(list.name, 'csv'),
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(items),
      };
    }
    const document: ListExport = {
      name: list.name,
      description: list.description,
      isPublic: list.is_public === 1,
      surprise: list.surprise === 1,
      eventDate: list.event_date,
      currency: list.currency,
      items,
    };
    return {
      filename: fileName(list.name, 'json'),
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(document, null, 2),
    };
  }

  /** L5: a new list from our JSON export; every item checked first, nothing made on a problem. */
  async importJson(caller: Caller, body: unknown): Promise<WishList> {
    const input = parseInput(importListInput, body);
    const checked = input.items.map((item, n) => checkItem(item, { item: n + 1 }));
    return this.create(caller, input, checked);
  }

  /**
   * L5: a new list from CSV rows; every row checked first, nothing made on a problem. A list
   * the query names not is called "Imported list" in `language`, the caller's. The query is
   * checked here, as the body is: it means something only with a CSV body.
   */
  async importCsv(
    caller: Caller,
    text: string,
    query: unknown,
    language: Language,
  ): Promise<WishList> {
    const list = parseInput(importQuery, query);
    const rows = fromCsv(text);
    if (rows.length > LIMITS.itemsPerList) throw listFull();
    const input = parseInput(importListInput, {
      name: list.name ?? translate(language, msg('server.import.defaultName')),
      currency: list.currency,
    });
    return this.create(
      caller,
      input,
      rows.map((row) => checkItem(row.item, { line: row.line })),
    );
  }

  private async create(
    caller: Caller,
    input: ImportListInput,
    checked: Array<ItemInput | Problem>,
  ): Promise<WishList> {
    const problems = checked.filter((entry): entry is Problem => 'text' in entry);
    if (problems.length > 0) throw importRefused(problems);
    const items = checked as ItemInput[];
    const viewer = await caller.viewer();
    const contentBytes = listContentBytes(input, items);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.quota.takeTurn(trx, viewer.id);
      await this.quota.checkNewList(trx, viewer.id, contentBytes);
      const now = this.clock.nowIso();
      const created = await this.lists.create(trx, {
        ownerId: viewer.id,
        name: input.name,
        description: input.description,
        isPublic: input.isPublic,
        surprise: input.surprise,
        eventDate: input.eventDate,
        currency: input.currency,
        contentBytes,
        now,
      });
      await this.items.reconcileItems(trx, { id: created, currency: input.currency }, items, now);
      return created;
    });
    return this.service.get(caller, id);
  }
}

/** One item of an import, as a save would take it, or what is wrong with it and where. */
function checkItem(
  value: unknown,
  where: { line: number } | { item: number },
): ItemInput | Problem {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { where, text: msg('server.import.notAnObject') };
  // Ids never travel: an imported item is always a new one.
  const input = { ...value, _id: undefined };
  const result = itemInput.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return { where, text: issue ? issueText(issue, input) : msg('server.import.itemInvalid') };
}

function importRefused(problems: Problem[]): AppError {
  const count = problems.length;
  const shown = problems.slice(0, LIMITS.importProblemsShown);
  return new AppError(
    400,
    'import_invalid',
    msg('server.import.problems', { count }),
    {},
    (translate) => ({
      problems: shown.map(
        ({ where, text }): ImportProblem => ({ ...where, message: translate(text) }),
      ),
    }),
  );
}
