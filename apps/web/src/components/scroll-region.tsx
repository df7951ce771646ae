import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A horizontally scrollable area (wide tables on narrow screens) that keyboard users can
 * focus and scroll, as WCAG asks of scrollable regions.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
