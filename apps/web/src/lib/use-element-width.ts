import { useLayoutEffect, useState } from 'react';

/**
 * The width of `element` in CSS pixels, kept up to date as it resizes (a window resized, the
 * sidebar collapsed); undefined until it is measured, which happens before the first paint.
 */
export function useElementWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
