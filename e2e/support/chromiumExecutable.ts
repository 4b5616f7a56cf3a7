/**
 * Which of Debian's Chromium builds to drive (docs/stack.md, Chromium), for the browser tests and
 * the pages bench alike. The headless shell comes first: it is the browser without its window
 * furniture, and the full browser also opens a window with the omnibox popup's page for each new
 * context, about three times the processor time per context on a two-core machine, time taken
 * from the page a test drives or the bench measures.
 */
import { existsSync } from 'node:fs';

const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** The first Chromium installed; undefined when there is none. */
export function chromiumExecutable(): string | undefined {
  return CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
}
