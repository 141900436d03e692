import type { ReactNode } from 'react';

/**
 * A report table that may be wider than a phone: this wrapper scrolls it sideways (the table's own
 * container stops scrolling) and is focusable and named, so the keyboard can scroll it too (axe
 * scrollable-region-focusable).
 */
export function TablaDesplazable({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={etiqueta}
      tabIndex={0}
      className="overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>[data-slot=table-container]]:overflow-visible"
    >
      {children}
    </div>
  );
}
