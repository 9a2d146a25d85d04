/**
 * Chromium's processes as Linux's /proc shows them. Read synchronously: each file is a few
 * hundred bytes the kernel writes on demand (a whole sample took 2–9 ms here, 90–120
 * processes, the higher figures with both cores rendering), and reading them asynchronously
 * took ten times as long in the thread pool the server's lookups and decompression share.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeProcess {
  pid: number;
  /**
   * Memory only this process holds: resident anonymous and shared-memory pages (RssAnon +
   * RssShmem). Not VmRSS, which counts Chromium's binary again in every process (360 MB for
   * an idle browser that holds 80), nor PSS (smaps_rollup), which takes 20–40 ms to read.
   */
  bytes: number;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process ended while being read.
    return '';
  }
}

/**
 * A process's arguments. Chromium's children rewrite their title, which joins the arguments
 * with spaces instead of NULs: either separates.
 */
const argumentsOf = (pid: number) => readOrEmpty(`/proc/${pid}/cmdline`).split(/[\0 ]/);

function processIds(): number[] {
  return readdirSync('/proc')
    .filter((entry) => entry.charCodeAt(0) >= 48 && entry.charCodeAt(0) <= 57)
    .map(Number);
}

/** The processes started with `argument` on their command line. */
export function processesWithArgument(argument: string): number[] {
  return processIds().filter((pid) => argumentsOf(pid).includes(argument));
}

/** Each process's parent. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const pid of processIds()) {
    const stat = readOrEmpty(`/proc/${pid}/stat`);
    // The name, in parentheses, may hold spaces and parentheses: the fields follow the last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ', 2)[1]);
    if (parent > 0) parentOf.set(pid, parent);
  }
  return parentOf;
}

const KIB = /^(RssAnon|RssShmem):\s+(\d+) kB$/gm;

function heldBytes(pid: number): number {
  let bytes = 0;
  for (const match of readOrEmpty(`/proc/${pid}/status`).matchAll(KIB)) {
    bytes += Number(match[2]) * 1024;
  }
  return bytes;
}

/**
 * `roots` and all their descendants (a renderer is a child of a zygote, itself a child of the
 * browser; sandboxed ones live in a PID namespace of their own, which /proc shows with the
 * server's numbers), each with the memory it holds.
 */
export function measureTree(roots: readonly number[]): TreeProcess[] {
  const parentOf = parents();
  const members = roots.filter((pid) => parentOf.has(pid));
  const inTree = new Set(members);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        members.push(pid);
        grew = true;
      }
    }
  }
  return members.map((pid) => ({ pid, bytes: heldBytes(pid) }));
}

/** Whether `pid` is a renderer: a process that runs pages, and only pages. */
export function isRenderer(pid: number): boolean {
  return argumentsOf(pid).includes('--type=renderer');
}
