import { priorityMark, priorityName } from './priority';

/**
 * How much the owner wants an item (L1): one to three hearts, named for screen readers
 * ("Priority: most wanted") and on hover. Hearts rather than stars, which read as a shop's
 * rating of the product; no mark at all for priority 0.
 */
export function PriorityMarks({ level }: { level: number }) {
  if (level <= 0) return null;
  return (
    <span className="badge badge-priority" title={priorityName(level)}>
      <span aria-hidden="true">{'♥'.repeat(Math.min(level, 3))}</span>
      <span className="visually-hidden">{priorityMark(level)}</span>
    </span>
  );
}
