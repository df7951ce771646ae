/** Debian's Chromium: Playwright's and Lighthouse's own browsers cannot be downloaded on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** How the browser tests and the bench's Lighthouse start it: no sandbox (root), no GPU, nothing that calls home. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
