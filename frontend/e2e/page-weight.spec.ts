import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

import { settled } from './capture';
import { apiToken, createUniversity, createUser, uniqueEmail } from './e2e-server';

/**
 * Issue 25: Lighthouse swings too much on this machine to gate CI, so this guards what causes its
 * scores on the pages it would audit, as its mobile emulation sees them (375×812, two device pixels
 * per CSS pixel, signed out): the image bytes loaded before any scrolling, width and height on every
 * image (no layout shift), loading="lazy" below the fold, fetchpriority="high" on the first screen's
 * largest image, and thumbnails where a featured photo is drawn small. The JavaScript budget is
 * `npm run check:bundle`'s.
 */

/** Image bytes (as transferred) each page may load at 375 px before any scrolling. */
const IMAGE_BUDGETS = {
  // Measured on 27 November 2026 (375 px, 2x): 3.3 KB (the hero's avatars; Recently Featured's
  // photos are lazy thumbnails).
  '/': 20 * 1024,
  // 0 then (logos are lazy thumbnails); room for a first screen of them.
  '/universities': 100 * 1024,
  // 0 then.
  '/login': 20 * 1024,
  /** A university's page with the spec's four featured posts: 605 KB then, the four 1,440 px photos
   *  Chromium fetches ahead of the screen on a 2x phone (no middle-sized copy is built). */
  university: 700 * 1024,
} as const;

/**
 * The first screen's largest image must be fetched at once and first only when it could be the page's
 * Largest Contentful Paint: an image showing on less than this share of the first screen cannot be
 * (each page's heading or its paragraph is larger), so a 40 px avatar or a 56 px logo needs no
 * fetchpriority. 0 asks it of whatever image is largest there.
 */
const LCP_MIN_SHARE = 0.1;

/** Lighthouse's mobile emulation (a Moto G Power's screen). */
const MOBILE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/** A photo of a featured post (its thumbnail or the photo itself), as the server stores them. */
const MEDIA_IMAGE = 'img[src*="/media/"]';

const PASSWORD = 'Campus2025';

interface ImageLoad {
  url: string;
  bytes: number;
}

interface ImageFacts {
  src: string;
  /** Laid out (not display: none, nor inside something that is). */
  rendered: boolean;
  /** From the top of the page, in CSS pixels. */
  top: number;
  /** How much of it shows on the first screen, in CSS pixels². */
  visibleArea: number;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
}

/** The bytes of one image as transferred (its body as received; the decoded body when the browser cannot say). */
async function imageLoad(request: Request): Promise<ImageLoad> {
  const response = await request.response().catch(() => null);
  let bytes = (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
  if (bytes <= 0 && response) bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
  return { url: request.url(), bytes };
}

/**
 * Opens `path` signed out in a fresh mobile context, waits for `ready` and for the page to settle,
 * and answers every image it fetched meanwhile (nothing is scrolled).
 */
async function loadSignedOut(
  browser: Browser,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; images: ImageLoad[] }> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const loads: Promise<ImageLoad>[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'image') loads.push(imageLoad(request));
  };
  page.on('request', onRequest);
  await page.goto(path);
  await ready(page);
  await settled(page);
  page.off('request', onRequest);
  return { context, page, images: await Promise.all(loads) };
}

/** Where each image of the page is and what it says about loading, with the page as it is (unscrolled). */
async function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() =>
    Array.from(document.images).map((image) => {
      const box = image.getBoundingClientRect();
      const top = box.top + window.scrollY;
      const left = box.left + window.scrollX;
      const seenWidth = Math.max(0, Math.min(left + box.width, window.innerWidth) - Math.max(left, 0));
      const seenHeight = Math.max(0, Math.min(top + box.height, window.innerHeight) - Math.max(top, 0));
      return {
        src: image.getAttribute('src') ?? '',
        rendered: image.getClientRects().length > 0,
        top,
        visibleArea: seenWidth * seenHeight,
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        fetchPriority: image.getAttribute('fetchpriority'),
      };
    }),
  );
}

/**
 * The page's image bytes against its budget, and its images' attributes: width and height on each,
 * loading="lazy" below the fold, and the first screen's largest image fetched at once with high
 * priority. Soft: one run lists every problem of the page.
 */
async function checkImages(page: Page, path: string, images: ImageLoad[], budget: number) {
  const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
  console.log(`image bytes on ${path}: ${bytes}`);
  for (const image of images) console.log(`  ${String(image.bytes).padStart(8)}  ${new URL(image.url).pathname}`);
  expect.soft(bytes, `image bytes on ${path} before any scrolling (budget ${budget})`).toBeLessThanOrEqual(budget);

  const { scrollY, fold, screenArea } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    fold: window.innerHeight,
    screenArea: window.innerWidth * window.innerHeight,
  }));
  expect.soft(scrollY, `${path} opens at the top`).toBe(0);
  const facts = await imageFacts(page);
  const shown = facts.filter((image) => image.rendered);
  // Hidden images cannot shift the layout, but the browser fetches them unless they are lazy: their bytes count above.
  const hidden = facts.filter((image) => !image.rendered).map((image) => `${image.src} (loading=${image.loading ?? 'auto'})`);
  if (hidden.length > 0) console.log(`  not displayed at 375 px on ${path}: ${hidden.join(', ')}`);

  expect
    .soft(
      shown.filter((image) => !image.width || !image.height).map((image) => image.src),
      `${path}: images without width and height attributes (the layout shifts when they arrive)`,
    )
    .toEqual([]);
  expect
    .soft(
      shown
        .filter((image) => image.top >= fold && image.loading !== 'lazy')
        .map((image) => `${image.src} (top ${Math.round(image.top)} px, loading=${image.loading ?? 'auto'})`),
      `${path}: images below the fold (${fold} px) without loading="lazy"`,
    )
    .toEqual([]);

  const largest = shown.filter((image) => image.visibleArea > 0).sort((a, b) => b.visibleArea - a.visibleArea)[0];
  const share = largest ? largest.visibleArea / screenArea : 0;
  console.log(
    largest
      ? `  largest image on the first screen of ${path}: ${largest.src}, ${(share * 100).toFixed(1)}% of it, loading=${largest.loading ?? 'auto'}, fetchpriority=${largest.fetchPriority ?? 'auto'}`
      : `  no image on the first screen of ${path}`,
  );
  if (largest && share >= LCP_MIN_SHARE) {
    expect.soft(largest.loading, `${path}: the first screen's largest image (${largest.src}) is not lazy`).not.toBe('lazy');
    expect.soft(largest.fetchPriority, `${path}: the first screen's largest image (${largest.src}) has fetchpriority="high"`).toBe('high');
  }
}

/**
 * Every featured photo of `photos` is responsive (srcset and sizes); with `thumbnail`, the browser
 * picks its thumbnail (`.thumb.`) at 375 px with two device pixels per CSS pixel. Brings each into
 * view to load it: call it after the unscrolled checks.
 *
 * Recently Featured draws a photo at 50vw (187.5 px; 375 device pixels), which the 400 px thumbnail
 * covers. A university's grid draws one at 100vw (750 device pixels): more than the thumbnail, so
 * the browser rightly takes the 1,440 px photo; a middle-sized copy would be lighter, and is not
 * built (the figures are printed).
 */
async function expectThumbnails(photos: Locator, label: string, { thumbnail }: { thumbnail: boolean }) {
  const count = await photos.count();
  expect(count, `${label}: featured photos`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const photo = photos.nth(index);
    await expect.soft(photo, `${label}: photo ${index + 1} offers its thumbnail and the photo`).toHaveAttribute('srcset', /\.thumb\.\S+ \d+w, \S+ \d+w/);
    await expect.soft(photo, `${label}: photo ${index + 1} says how wide it is drawn`).toHaveAttribute('sizes', /\S/);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        message: `${label}: photo ${index + 1} loads`,
        timeout: 15_000,
      })
      .toBe(true);
    const { currentSrc, naturalWidth } = await photo.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
    }));
    console.log(`${label}: photo ${index + 1} loaded ${currentSrc} (${naturalWidth} px wide)`);
    if (thumbnail) {
      expect.soft(currentSrc, `${label}: photo ${index + 1} is its thumbnail at 375 px (${naturalWidth} px wide loaded)`).toContain('.thumb.');
    }
  }
}

/**
 * A 2000×1500 JPEG that reads like a phone photo (a sky, a skyline with lit windows, figures, sensor
 * grain), drawn by the browser; each `seed` draws another.
 */
async function photoJpeg(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ seed, width, height }) => {
      let state = seed >>> 0 || 1;
      const random = () => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return state / 4294967296;
      };
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const hue = Math.floor(random() * 360);
      const sky = context.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, `hsl(${hue} 70% 82%)`);
      sky.addColorStop(0.55, `hsl(${(hue + 30) % 360} 65% 62%)`);
      sky.addColorStop(1, `hsl(${(hue + 60) % 360} 45% 30%)`);
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      // A low sun and some clouds.
      const sun = context.createRadialGradient(width * (0.2 + random() * 0.6), height * 0.35, 10, width / 2, height * 0.35, width * 0.45);
      sun.addColorStop(0, 'rgba(255, 240, 200, 0.95)');
      sun.addColorStop(1, 'rgba(255, 240, 200, 0)');
      context.fillStyle = sun;
      context.fillRect(0, 0, width, height);
      for (let cloud = 0; cloud < 25; cloud += 1) {
        context.fillStyle = `rgba(255, 255, 255, ${0.15 + random() * 0.35})`;
        context.beginPath();
        context.ellipse(random() * width, random() * height * 0.45, 80 + random() * 220, 20 + random() * 50, 0, 0, Math.PI * 2);
        context.fill();
      }
      // A skyline, its windows lit here and there.
      for (let x = -20; x < width; ) {
        const buildingWidth = 80 + random() * 220;
        const buildingHeight = height * (0.2 + random() * 0.45);
        context.fillStyle = `hsl(${Math.floor(random() * 360)} ${15 + random() * 30}% ${12 + random() * 25}%)`;
        context.fillRect(x, height - buildingHeight, buildingWidth, buildingHeight);
        context.fillStyle = 'rgba(255, 225, 140, 0.85)';
        for (let y = height - buildingHeight + 20; y < height - 40; y += 42) {
          for (let column = x + 12; column < x + buildingWidth - 24; column += 30) {
            if (random() > 0.5) context.fillRect(column, y, 14, 22);
          }
        }
        x += buildingWidth + random() * 30;
      }
      // People and trees in the foreground.
      for (let figure = 0; figure < 60; figure += 1) {
        context.fillStyle = `hsl(${Math.floor(random() * 360)} ${30 + random() * 50}% ${10 + random() * 40}%)`;
        context.beginPath();
        context.ellipse(random() * width, height - random() * 200, 10 + random() * 60, 30 + random() * 120, 0, 0, Math.PI * 2);
        context.fill();
      }
      // Sensor grain.
      const pixels = context.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = (random() - 0.5) * 20;
        pixels.data[i] += grain;
        pixels.data[i + 1] += grain;
        pixels.data[i + 2] += grain;
      }
      context.putImageData(pixels, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 })).arrayBuffer());
      let binary = '';
      for (let offset = 0; offset < bytes.length; offset += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
      }
      return btoa(binary);
    },
    { seed, width: 2000, height: 1500 },
  );
  return Buffer.from(base64, 'base64');
}

test.describe('page weight at 375 px', () => {
  test('/login', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, images } = await loadSignedOut(browser, '/login', async (loaded) => {
      await expect(loaded.getByRole('heading', { level: 1 })).toHaveText('Log in to Quad');
    });
    await checkImages(page, '/login', images, IMAGE_BUDGETS['/login']);
    await context.close();
  });

  test('/universities', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page, images } = await loadSignedOut(browser, '/universities', async (loaded) => {
      await expect(loaded.getByRole('heading', { level: 1 })).toHaveText('Universities');
      // Other journeys add universities to the shared server: the list is never empty when this runs after them,
      // but it may be on a fresh server, so wait for the cards or the empty state.
      await expect(loaded.getByRole('article').first().or(loaded.getByText('No universities found'))).toBeVisible({ timeout: 15_000 });
    });
    await checkImages(page, '/universities', images, IMAGE_BUDGETS['/universities']);
    await context.close();
  });

  test.describe('with featured posts', () => {
    let universitySlug = '';

    // Through the API: an admin adds a university; a student there uploads three photos, sends four
    // submissions, and the admin approves each, so the university's grid and the landing page's
    // Recently Featured show real posts.
    test.beforeAll(async ({ browser, request }) => {
      test.setTimeout(180_000);
      const stamp = Date.now().toString(36);
      const domain = `weight${stamp}.edu`;

      const adminEmail = uniqueEmail('weight-admin');
      createUser({ email: adminEmail, password: PASSWORD, role: 'admin' });
      const admin = await apiToken(request, adminEmail, PASSWORD);
      const university = await createUniversity(request, admin, {
        name: `Page Weight University ${stamp}`,
        description:
          'A public research university by the lake, with four campuses, a marching band and a library open all night ' +
          'during exams. Its students share their campus here: the quad in autumn, game days, the view from the ' +
          'engineering tower and the first snow.',
        instagram: `pageweight${stamp}`,
        location: 'Lakeside, MI',
        emailDomains: domain,
      });
      universitySlug = university.slug.toLowerCase();

      const studentEmail = `lee.${stamp}@${domain}`;
      createUser({ email: studentEmail, password: PASSWORD, role: 'user', firstName: 'Lee', lastName: 'Weight' });
      const student = { Authorization: `Bearer ${await apiToken(request, studentEmail, PASSWORD)}` };

      const drawing = await browser.newContext();
      const canvas = await drawing.newPage();
      const photos: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const buffer = await photoJpeg(canvas, Date.now() + index * 7919);
        expect(buffer.length, 'a photo under the 5 MB upload limit').toBeLessThan(5 * 1024 * 1024);
        const upload = await request.post('/api/v1/upload?uploadType=submission', {
          headers: student,
          multipart: { file: { name: `campus-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer } },
        });
        expect(upload.status(), await upload.text()).toBe(201);
        photos.push(((await upload.json()) as { fileUrl: string }).fileUrl);
      }
      await drawing.close();

      for (let index = 0; index < 4; index += 1) {
        const submitted = await request.post('/api/v1/submissions', {
          headers: student,
          data: {
            universityId: university.id,
            caption: `Campus at dusk, take ${index + 1} #pageweight`,
            credit: 'name',
            photos: [photos[index % photos.length]],
            consent: { quad: true, instagram: false, peopleAgreed: true },
          },
        });
        expect(submitted.status(), await submitted.text()).toBe(201);
        const { data } = (await submitted.json()) as { data: { id: string; version: number } };
        const decided = await request.post(`/api/v1/review/submissions/${data.id}/decision`, {
          headers: { Authorization: `Bearer ${admin}` },
          data: { version: data.version, decision: 'approve' },
        });
        expect(decided.status(), await decided.text()).toBe(200);
      }
    });

    test('/', async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page, images } = await loadSignedOut(browser, '/', async (loaded) => {
        // Recently Featured loads once the browser is idle; its samples show only when nothing is featured.
        const featured = loaded.getByRole('region', { name: 'Recently Featured' });
        await expect(featured.locator(MEDIA_IMAGE).first()).toBeAttached({ timeout: 20_000 });
      });
      await checkImages(page, '/', images, IMAGE_BUDGETS['/']);
      // Whatever other journeys featured: every photo there is drawn from its thumbnail.
      await expectThumbnails(page.getByRole('region', { name: 'Recently Featured' }).locator(MEDIA_IMAGE), 'Recently Featured', { thumbnail: true });
      await context.close();
    });

    test("a university's page", async ({ browser }) => {
      test.setTimeout(120_000);
      const path = `/${universitySlug}`;
      const { context, page, images } = await loadSignedOut(browser, path, async (loaded) => {
        const featured = loaded.getByRole('region', { name: 'Featured' });
        await expect(featured.getByRole('article')).toHaveCount(4, { timeout: 15_000 });
        // The first card's photo is fetched at once; the others lazily.
        await expect
          .poll(
            () => featured.locator(MEDIA_IMAGE).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
            { message: "the grid's first photo loads", timeout: 15_000 },
          )
          .toBe(true);
      });
      await checkImages(page, path, images, IMAGE_BUDGETS.university);
      await expectThumbnails(page.getByRole('region', { name: 'Featured' }).locator(MEDIA_IMAGE), 'Featured', { thumbnail: false });
      await context.close();
    });
  });
});
