/// <reference lib="dom" />

/**
 * Anything that says 'wait' without saying how far: the boot loader, antd's spinner, a busy
 * region, a progress bar with no value (the wizard's 'Step 1 of 3' bar has one, and is content).
 */
export const FIRST_CONTENT_SPINNER =
  '.boot-loader, .ant-spin, [aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), progress:not([value])';

/** What a page showed while it loaded: the first spinner seen (its HTML's start), and when `content` first was. */
export type FirstContentSeen = { spinner: string | null; contentAt: number | null };

export type FirstContentWatch = { readonly spinner: string; readonly content: string };

/**
 * An init script (Playwright's `addInitScript(watchFirstContent, { spinner, content })`) that
 * watches the document from its first byte: whether a spinner was ever in it, and when `content`
 * first was (a mutation observer runs before the next paint), in `window.__firstContent`.
 * Self-contained: the browser runs its source.
 */
export function watchFirstContent({ spinner, content }: FirstContentWatch): void {
  const seen = { spinner: null as string | null, contentAt: null as number | null };
  Object.assign(window, { __firstContent: seen });
  new MutationObserver(() => {
    const found = document.querySelector(spinner);
    if (found && !seen.spinner) seen.spinner = found.outerHTML.slice(0, 120);
    if (seen.contentAt === null && document.querySelector(content)) seen.contentAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** What `watchFirstContent` saw, read in the page. */
export function firstContentSeen(): FirstContentSeen {
  return (window as unknown as { __firstContent: FirstContentSeen }).__firstContent;
}
