import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { LOCALE_BCP47 } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import type { ProfileSummary } from '../../schemas/entities/profile';
import type { DemoAccount } from '../../mocks/seed/demo-accounts';
import { imagesSettled } from '../visual/images-settled';
import { expectPageToMatchBaseline } from '../visual/page-baselines';
import { SCREENSHOT_WIDTHS } from '../visual/screenshot-names';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT } from './support/chromium';
import { whenHydrated } from './support/hydrated';
import { setUpSiteSession } from './support/site-session';

/**
 * Visual regression of the key pages (docs/visual-regression.md): the first screen of each, as
 * the production site serves it, compared with the baseline committed in
 * tests/visual/baselines/pages (tests/visual/page-baselines.ts), at a phone (390 x 844) and a
 * desktop (1440 x 900). What changes between runs is held still or masked: motion and the caret
 * are off, the photos (generated placeholders) are flat grey boxes, and dates are masked.
 *   npx vitest run --project e2e tests/e2e/visual-pages.test.ts --update   (after an intended change)
 */
const session = setUpSiteSession({ resetMock: true });

const [PHONE, DESKTOP] = SCREENSHOT_WIDTHS;
const DEVICES = {
  phone: { viewport: PHONE, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT },
  desktop: { viewport: DESKTOP, userAgent: DESKTOP_USER_AGENT },
} as const satisfies Record<string, BrowserContextOptions>;
type Device = keyof typeof DEVICES;

/** The same stillness as the storybook tier's shots (tests/visual/story-screenshots.ts). */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
img, video { filter: contrast(0) brightness(0.5) !important; }`;

/**
 * What differs from one run to the next by nature: dates and times (the site's clock is the real
 * one). The build id is not drawn on a page, and the counts come from the seeded mock, reset
 * before the file.
 */
const MASKED = ['time'];

/**
 * The browser's day for the shots: what a page draws for "today" after it hydrates (the profile's
 * "available today", the days left this week) follows the visitor's clock, so a shot taken on
 * another weekday than its baseline differed. A Monday, the day the baselines were taken.
 */
const SHOT_DAY = new Date('2026-12-07T12:00:00Z');

interface Shot {
  readonly name: string;
  readonly path: string | (() => string);
  readonly locale?: Locale;
  readonly as?: DemoAccount;
  readonly devices: readonly Device[];
}

let profileSlug = '';
const BOTH: readonly Device[] = ['phone', 'desktop'];
const SHOTS: readonly Shot[] = [
  { name: 'home', path: '/', devices: BOTH },
  { name: 'listing', path: '/escort', devices: BOTH },
  { name: 'profile', path: () => `/escort/${profileSlug}`, devices: BOTH },
  { name: 'login', path: '/login', devices: BOTH },
  { name: 'registration-model', path: '/registration/model', devices: BOTH },
  { name: 'member-favourites', path: '/client/favorites', as: 'member', devices: BOTH },
  { name: 'listing', path: '/escort', locale: 'ru', devices: ['phone'] },
  { name: 'profile', path: () => `/escort/${profileSlug}`, locale: 'el', devices: ['desktop'] },
];

/** The page at rest: fonts in, images decoded, nothing moving. */
async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL_CSS });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(imagesSettled, 3_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('key pages look as their baselines', () => {
  it.each(SHOTS.flatMap((shot) => shot.devices.map((device) => [`${shot.name} (${shot.locale ?? 'en'}, ${device})`, shot, device] as const)))(
    '%s',
    async (_, shot, device) => {
      if (!profileSlug) {
        const res = await fetch(`${session.site.url}/api/profile?category=escort`, { headers: { accept: 'application/json' } });
        profileSlug = ((await res.json()) as { data: ProfileSummary[] }).data[0]!.slug;
      }
      const locale = shot.locale ?? 'en';
      const path = typeof shot.path === 'function' ? shot.path() : shot.path;
      const { context, page } = await session.open({ ...DEVICES[device], locale: LOCALE_BCP47[locale], as: shot.as });
      try {
        await page.clock.setFixedTime(SHOT_DAY);
        const url = `${session.site.url}${locale === 'en' ? '' : `/${locale}`}${path}`;
        // The page itself, not an error page (the API slow to answer on a busy machine): that
        // would be a failure with its own message, not a wrong picture.
        expect((await page.goto(url))?.status(), url).toBe(200);
        await whenHydrated(page);
        await settle(page);
        expect(session.problems, 'the page loaded without errors').toEqual([]);
        const png = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          mask: MASKED.map((selector) => page.locator(selector)),
          maskColor: '#808080',
        });
        expectPageToMatchBaseline(png, `${shot.name}.${locale}.${DEVICES[device].viewport.width}`);
      } finally {
        await context.close();
      }
    },
  );
});
