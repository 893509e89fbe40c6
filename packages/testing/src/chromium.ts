/** Debian's Chromium (or `CHROMIUM_PATH`), which the browser tests and Lighthouse drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags it needs on this kind of machine: no sandbox as root, no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
