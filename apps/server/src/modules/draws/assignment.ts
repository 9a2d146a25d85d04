/**
 * D1: who gives to whom. Each participant gives to one other and receives from one, never
 * themselves nor a pair excluded one way; the assignment is chosen uniformly at random among all
 * the valid ones. Pure: people are indexes 0..n-1, randomness comes from `random` (tests seed it).
 */

/** `allowed[giver][receiver]`: whether the giver may draw the receiver. */
export type Allowed = boolean[][];

/** An assignment: `receiverOf[giver]`. */
export type Assignment = number[];

/** Why no valid assignment exists: these givers can only give to those receivers, fewer of them. */
export interface Impossible {
  givers: number[];
  receivers: number[];
}

export function allowedPairs(count: number, excluded: ReadonlyArray<[number, number]>): Allowed {
  const allowed = Array.from({ length: count }, (_, giver) =>
    Array.from({ length: count }, (_, receiver) => giver !== receiver),
  );
  for (const [giver, receiver] of excluded) {
    const row = allowed[giver];
    if (row) row[receiver] = false;
  }
  return allowed;
}

const isValid = (allowed: Allowed, receiverOf: Assignment) =>
  receiverOf.every((receiver, giver) => allowed[giver]?.[receiver] === true);

/** A uniformly random permutation of 0..n-1 (Fisher-Yates). */
function shuffled(count: number, random: () => number): Assignment {
  const order = Array.from({ length: count }, (_, n) => n);
  for (let n = count - 1; n > 0; n--) {
    const k = Math.floor(random() * (n + 1));
    [order[n], order[k]] = [order[k]!, order[n]!];
  }
  return order;
}

/**
 * A maximum matching of givers to receivers (Kuhn's augmenting paths): `receiverOf[giver]`, -1
 * for a giver left without one.
 */
function maximumMatching(allowed: Allowed): Assignment {
  const count = allowed.length;
  const giverOf = new Array<number>(count).fill(-1);
  const augment = (giver: number, visited: boolean[]): boolean => {
    for (let receiver = 0; receiver < count; receiver++) {
      if (!allowed[giver]![receiver] || visited[receiver]) continue;
      visited[receiver] = true;
      if (giverOf[receiver] === -1 || augment(giverOf[receiver]!, visited)) {
        giverOf[receiver] = giver;
        return true;
      }
    }
    return false;
  };
  for (let giver = 0; giver < count; giver++) augment(giver, new Array<boolean>(count).fill(false));
  const receiverOf = new Array<number>(count).fill(-1);
  giverOf.forEach((giver, receiver) => {
    if (giver >= 0) receiverOf[giver] = receiver;
  });
  return receiverOf;
}

/**
 * Hall's witness for a matching that leaves a giver out: the givers reachable from that one by
 * alternating paths, and the receivers they may give to, one fewer than them.
 */
function hallWitness(allowed: Allowed, receiverOf: Assignment): Impossible {
  const count = allowed.length;
  const giverOf = new Array<number>(count).fill(-1);
  receiverOf.forEach((receiver, giver) => {
    if (receiver >= 0) giverOf[receiver] = giver;
  });
  const start = receiverOf.indexOf(-1);
  const givers = new Set([start]);
  const receivers = new Set<number>();
  const queue = [start];
  while (queue.length > 0) {
    const giver = queue.shift()!;
    for (let receiver = 0; receiver < count; receiver++) {
      if (!allowed[giver]![receiver] || receivers.has(receiver)) continue;
      receivers.add(receiver);
      const next = giverOf[receiver]!;
      if (next >= 0 && !givers.has(next)) {
        givers.add(next);
        queue.push(next);
      }
    }
  }
  const ascending = (a: number, b: number) => a - b;
  return { givers: [...givers].sort(ascending), receivers: [...receivers].sort(ascending) };
}

/** Past this many people, counting assignments exactly (2^n states) costs too much. */
const EXACT_MAX = 16;
/** Random permutations tried before counting: enough unless valid ones are very rare. */
const TRIES = 20_000;

/**
 * Exactly uniform, whatever the share of valid permutations: each giver in turn takes a
 * receiver with probability proportional to the number of ways the rest can be completed
 * (counted over the subsets of receivers still free).
 */
export function exactSample(allowed: Allowed, random: () => number): Assignment {
  const count = allowed.length;
  // ways[mask]: completions for givers popcount(mask).. once the receivers in mask are taken.
  const ways = new Float64Array(1 << count);
  const full = (1 << count) - 1;
  ways[full] = 1;
  for (let mask = full - 1; mask >= 0; mask--) {
    let giver = 0;
    for (let m = mask; m; m &= m - 1) giver++;
    let total = 0;
    for (let receiver = 0; receiver < count; receiver++)
      if (!(mask & (1 << receiver)) && allowed[giver]![receiver])
        total += ways[mask | (1 << receiver)]!;
    ways[mask] = total;
  }
  const receiverOf: Assignment = [];
  let mask = 0;
  for (let giver = 0; giver < count; giver++) {
    let pick = random() * ways[mask]!;
    for (let receiver = 0; receiver < count; receiver++) {
      if (mask & (1 << receiver) || !allowed[giver]![receiver]) continue;
      pick -= ways[mask | (1 << receiver)]!;
      if (pick < 0 || receiver === lastChoice(allowed, giver, mask)) {
        receiverOf.push(receiver);
        mask |= 1 << receiver;
        break;
      }
    }
  }
  return receiverOf;
}

/** The last receiver `giver` may take with `mask` taken: where rounding leaves the pick. */
function lastChoice(allowed: Allowed, giver: number, mask: number): number {
  for (let receiver = allowed.length - 1; receiver >= 0; receiver--)
    if (!(mask & (1 << receiver)) && allowed[giver]![receiver]) return receiver;
  return -1;
}

/**
 * A valid assignment chosen uniformly at random, or why there is none. Random permutations are
 * drawn until one is valid (each valid one equally likely); when valid ones are too rare for
 * that, the assignment is sampled exactly by counting; past EXACT_MAX people, from a random
 * order of a maximum matching's search (valid, not provably uniform: see decision 037).
 */
export function assign(allowed: Allowed, random: () => number): Assignment | Impossible {
  const count = allowed.length;
  const matching = maximumMatching(allowed);
  if (matching.includes(-1)) return hallWitness(allowed, matching);
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const candidate = shuffled(count, random);
    if (isValid(allowed, candidate)) return candidate;
  }
  if (count <= EXACT_MAX) return exactSample(allowed, random);
  const order = shuffled(count, random);
  const relabelled = order.map((giver) => order.map((receiver) => allowed[giver]![receiver]!));
  const found = maximumMatching(relabelled);
  const receiverOf: Assignment = new Array<number>(count);
  found.forEach((receiver, n) => {
    receiverOf[order[n]!] = order[receiver]!;
  });
  return receiverOf;
}

export const isImpossible = (result: Assignment | Impossible): result is Impossible =>
  !Array.isArray(result);
