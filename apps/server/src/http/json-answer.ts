import type { FastifyInstance } from 'fastify';

/** The JSON of values that cannot change (frozen), kept for as long as the value lives. */
const kept = new WeakMap<object, string>();

/**
 * The one place an answer becomes JSON. Services answer plain objects; where one hands out the
 * same frozen value again and again (a list's items from the content cache), its JSON is worked
 * out once and spliced into every answer that holds it: a list's items cost more to write out
 * than the rest of the answer. Frozen means frozen all the way down: whoever freezes a value
 * promises that nothing inside it changes.
 */
export function toJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const known = kept.get(value);
  if (known !== undefined) return known;
  if (Object.isFrozen(value)) {
    const json = JSON.stringify(value);
    kept.set(value, json);
    return json;
  }
  // Most answers hold nothing frozen (a claimed item, a user): the engine's own
  // JSON.stringify writes them several times faster than the walk below.
  if (!holdsFrozen(value, SPLICE_DEPTH)) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  let json = '';
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined || typeof field === 'function') continue;
    json += `${json ? ',' : ''}${JSON.stringify(key)}:${toJson(field)}`;
  }
  return `{${json}}`;
}

/**
 * How deep below the answer a frozen value is looked for: an answer's list (1) and the lists
 * of an answer's array (2) hold the frozen items. A frozen value deeper down is written out
 * like any other, correctly, only without its kept JSON.
 */
const SPLICE_DEPTH = 2;

function holdsFrozen(value: object, depth: number): boolean {
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || typeof field !== 'object') continue;
    if (Object.isFrozen(field) || (depth > 1 && holdsFrozen(field, depth - 1))) return true;
  }
  return false;
}

/** Deep-freezes a value made of plain objects and arrays, so `toJson` may keep its JSON. */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const field of Object.values(value)) frozen(field);
    Object.freeze(value);
  }
  return value;
}

/**
 * Every answer the server sends as an object goes through `toJson`. A route's response schemas
 * are for the published document only: answers are neither checked against them nor written
 * by them (a cached answer is sent as the JSON it already is), so the serializer they compile to
 * is `toJson` too.
 */
export function registerJsonAnswers(app: FastifyInstance): void {
  app.setReplySerializer((payload) => toJson(payload));
  app.setSerializerCompiler(() => toJson);
}
