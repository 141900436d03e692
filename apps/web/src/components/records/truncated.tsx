import { cn } from '@/lib/utils';

/** Narrowest a truncated cell gets (24 = 6 rem), whatever width it asks for. */
const MAX_FLOOR = 24;

/**
 * A long text on one line, cut with '…' only when the table has no room left for it; whole on
 * hover ('—' when empty). `max-w-N` in `className` (the width the column needed to fit beside the
 * sidebar) becomes the column's floor, capped at 6 rem: the text can wrap between any two
 * characters, so a cell's narrowest width is that floor while its widest is the whole text, and the
 * table's automatic layout shares the spare width among the long texts instead of leaving it empty
 * around cut ones. The phone cards of ListPage lift the one-line clamp (`data-truncado`).
 */
export function Truncated({ text, className = 'max-w-40' }: { text: string | undefined; className?: string }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  const requested = /(?:^|\s)max-w-(\d+)(?=\s|$)/.exec(className);
  const floor = Math.min(requested ? Number(requested[1]) : 40, MAX_FLOOR) * 0.25;
  const rest = className.replace(/(?:^|\s)max-w-\d+(?=\s|$)/, ' ').trim();
  return (
    <span
      data-truncado=""
      className={cn('line-clamp-1 break-all whitespace-normal', rest)}
      style={{ minWidth: `${floor}rem` }}
      title={text}
    >
      {text}
    </span>
  );
}
