import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@portal/sdk/i18n/en';
import { nextAnswer } from './support/answers';
import { holdBack, isHydrated, whenHydrated } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';
import type { ContextOptions } from './support/site-session';

/**
 * A tap on a lazy part before its code has come (a visitor on a slow phone): a profile's like
 * button is server HTML until the chunk of its actions (ui/site/page-kit/DetailInteractions.tsx, in
 * the `detail-parts` chunk with the page's other lazy parts: ui/site/server/client-chunks.ts)
 * arrives, and React drops a click on HTML it has not hydrated. The click keeper
 * (ui/site/shell/click-keeper.ts) holds the click and plays it once the button has hydrated. Here
 * the chunk is held back until after the click; the listing's filter panel likewise.
 */
const ROOT = join(import.meta.dirname, '../..');
/** The manifest name of the chunk of a profile's lazy parts, its like button among them (PART_CHUNKS). */
const ACTIONS_CHUNK = 'detail-parts';

const session = setUpSiteSession({ resetMock: true, context: { viewport: VIEWPORTS.phone, locale: 'en-GB' } });
let profilePath: string;
let actionsFile: string;

beforeAll(async () => {
  const list = (await (await fetch(`${session.site.url}/api/profile?category=escort&per_page=5`, { headers: { accept: 'application/json' } })).json()) as {
    data: { slug: string }[];
  };
  // The last of a few, so no other e2e file's like is on it.
  profilePath = `/escort/${list.data.at(-1)!.slug}`;
  type ManifestChunk = { file: string; name?: string };
  const manifest = JSON.parse(readFileSync(join(ROOT, 'build/site/client/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  actionsFile = `/${Object.values(manifest).find((chunk) => chunk.name === ACTIONS_CHUNK && chunk.file.endsWith('.js'))!.file}`;
});

const likesText = async (page: Page): Promise<number> =>
  Number(((await page.getByText(/^\d+ likes?$/i).first().textContent()) ?? '').replace(/\D/g, ''));

const likeButton = (page: Page): Locator => page.getByRole('button', { name: en.profile.like, exact: true }).first();

/** Opens `path` and waits until the page's own hydration has run (its heading is React's), not its held parts'. */
async function openPartly(page: Page, path: string): Promise<void> {
  await page.goto(session.site.url + path);
  await expect.poll(() => isHydrated(page.locator('h1')), { timeout: 30_000 }).toBe(true);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
}

/** A journey in a fresh context (closed after); the page ends interactive, without problems. */
async function journey(options: ContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await session.open(options);
  try {
    await run(page);
    await whenHydrated(page);
    expect(session.problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The like calls the page makes. */
function likePosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/like$/.test(new URL(r.url()).pathname)) posts.push(r);
  });
  return posts;
}

describe('a click on a lazy part before its chunk has come', () => {
  it("counts a member's double tap on Like once, when the chunk arrives", () =>
    journey({ as: 'member' }, async (page) => {
      const release = await holdBack(page, `**${actionsFile}`);
      const posts = likePosts(page);
      await openPartly(page, profilePath);
      const like = likeButton(page);
      expect(await isHydrated(like)).toBe(false);
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      const before = await likesText(page);
      // A double tap: kept as one click, not a like and an unlike.
      await like.dblclick();
      expect(await likesText(page)).toBe(before);
      const liked = nextAnswer(page, 'POST', /\/like$/);
      release();
      await liked;
      await expect.poll(() => likesText(page)).toBe(before + 1);
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await whenHydrated(page);
      expect(posts).toHaveLength(1);
    }), 90_000);

  it('shows a guest the restriction for her early tap on Like, and counts nothing', () =>
    journey({}, async (page) => {
      const release = await holdBack(page, `**${actionsFile}`);
      const posts = likePosts(page);
      await openPartly(page, profilePath);
      const before = await likesText(page);
      expect(await isHydrated(likeButton(page))).toBe(false);
      await likeButton(page).click();
      release();
      const restriction = page.getByRole('status').filter({ hasText: en.reviews.likesOnly });
      await expect.poll(() => restriction.isVisible(), { timeout: 30_000 }).toBe(true);
      await whenHydrated(page);
      expect(await likesText(page)).toBe(before);
      expect(posts).toHaveLength(0);
    }), 90_000);

  it("applies a filter tapped in the listing's panel before the panel's chunk has come", () =>
    journey({ viewport: VIEWPORTS.desktop }, async (page) => {
      // The panel's chunk (`listing-parts`, ui/site/server/client-chunks.ts).
      const release = await holdBack(page, /\/listing-parts-[\w-]+\.js$/);
      await openPartly(page, '/escort');
      const vip = page.getByRole('search', { name: en.filters.title }).getByRole('button', { name: en.filters.status.VIP, exact: true });
      expect(await isHydrated(vip)).toBe(false);
      await vip.click();
      release();
      await page.waitForURL((url) => url.searchParams.getAll('statuses').includes('VIP'), { timeout: 30_000 });
      await whenHydrated(page);
      expect(new URL(page.url()).searchParams.getAll('statuses')).toEqual(['VIP']);
    }), 90_000);
});
