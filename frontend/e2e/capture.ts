import { mkdirSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

const ARTIFACTS = 'e2e-artifacts';

/** Requests that stay open for as long as the page lives: the signed-in app's live stream. */
const LONG_LIVED = /\/api\/v1\/events(\?|$)/;

/**
 * Waits until the page has loaded and no request other than the live stream has been in flight
 * for half a second (Playwright's `networkidle` never comes while the stream is open).
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 15_000) {
  await page.waitForLoadState('load');
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (request: { url(): string }) => {
    if (LONG_LIVED.test(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (request: { url(): string }) => {
    if (LONG_LIVED.test(request.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * A screenshot under e2e-artifacts/{name}-{width}.png once the page and its images have loaded,
 * and a check that nothing scrolls sideways at this width.
 */
export async function capture(page: Page, name: string, width: number, fullPage = true) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await settled(page);
  // A full-page screenshot shows every image: lazy ones below the fold (university logos on a long
  // list) would otherwise never load.
  await page.evaluate(() =>
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => {
      image.loading = 'eager';
    }),
  );
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).length), {
      message: 'images still loading',
    })
    .toBe(0);
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${ARTIFACTS}/${name}-${width}.png`, fullPage, animations: 'disabled' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // Which elements stick out, named by tag, classes and text, so a failure says where to look.
  const culprits = overflow > 0 ? await page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from({ length: Math.min(element.classList.length, 4) }, (_, i) => element.classList.item(i)).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  ) : [];
  expect(overflow, `no horizontal scrolling on ${name} at ${width} px: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
}
