// Typechecked with Node's types (tsconfig.e2e.json): it runs in jest, never in the browser.
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * What antd needs of a browser that jsdom lacks, for the web's component and hook specs
 * (`@jest-environment jsdom`): media queries (its responsive grid, `useIsMobile`) and element
 * resize observation (tables, `useElementWidth`). The node-environment specs have no window.
 */
if (typeof window !== 'undefined') {
  // React Router encodes paths with them; jsdom's window has neither.
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });

  /** Observes nothing: jsdom lays nothing out, so no element ever resizes. */
  class StillResizeObserver implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver ??= StillResizeObserver;
  globalThis.ResizeObserver ??= StillResizeObserver;

  // jsdom computes no pseudo-elements' style (antd measures the scrollbar's): the element's own.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

if (typeof window !== 'undefined') {
  // antd's growing text areas measure themselves; jsdom lays nothing out, so their height is NaN.
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('is an invalid value for the `%s` css style property')) return;
    report(...args);
  };
}
