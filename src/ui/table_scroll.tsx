// The frame a wide table scrolls sideways in on a phone. It takes focus, so a keyboard user can scroll it
// with the arrow keys even where the table holds nothing focusable (or not yet: controls stay disabled
// until scripts run); its label names it for screen readers, which announce it as a region.
import type { ReactNode } from "react";

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
