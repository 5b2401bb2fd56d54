import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { DemoAccount } from '../../mocks/seed/demo-accounts';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import ru from '@portal/sdk/i18n/ru';
import deEditor from '../../sdk/i18n/sections/editor/de';
import enEditor from '../../sdk/i18n/sections/editor/en';
import ruEditor from '../../sdk/i18n/sections/editor/ru';
import { LOCALE_BCP47 } from '../../schemas/constants';
import { PHONE_USER_AGENT } from './support/chromium';
import { reload, visit } from './support/hydrated';
import { VIEWPORTS, setUpSiteSession } from './support/site-session';

/**
 * In Debian's Chromium on the production site: a member is never sent to sign
 * up to "buy LoveCoins" (members have no wallet), the notification preferences are switches saved
 * through the settings call, notification dates read in the member's language, and a phone's
 * header stays one row once logged in.
 */
// A generous data deadline: the first private page after the start waits on the embedded mock's
// cold start, over 5 s on a loaded shared machine (the deadline itself: hostile-upstream.test.ts).
const session = setUpSiteSession({ resetMock: true, env: { SSR_DATA_TIMEOUT_MS: '30000' }, context: { viewport: VIEWPORTS.desktop } });
const LANGUAGES = [
  ['English', en, enEditor, '', 'en'],
  ['German', de, deEditor, '/de', 'de'],
  ['Russian', ru, ruEditor, '/ru', 'ru'],
] as const;

it('a member’s pages offer no LoveCoins to buy and never lead to a sign-up; a model’s summary leads to her payments page', async () => {
  const member = await session.open({ as: 'member' });
  try {
    for (const path of ['/client/favorites', '/client/notification', '/client/review']) {
      await visit(member.page, `${session.site.url}${path}`);
      expect(await member.page.getByRole('link', { name: en.payments.buyCoins }).count(), path).toBe(0);
      const targets = await member.page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(targets.filter((p) => p.startsWith('/registration') || p === '/become-member'), path).toEqual([]);
    }
  } finally {
    await member.context.close();
  }
  const model = await session.open({ as: 'model' });
  try {
    await visit(model.page, `${session.site.url}/de/profile`);
    // Her package and its action are in the dashboard's summary; the banner-sizes offer is a business's.
    expect(await model.page.getByRole('heading', { name: de.payments.banners.title }).count()).toBe(0);
    const action = new RegExp(`^(${deEditor.payments.extend.replace('{package}', '(TOP|VIP)')}|${deEditor.business.promote})$`);
    const extend = model.page.getByRole('main').getByRole('link', { name: action });
    expect(new URL(await extend.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/de/profile/payments');
  } finally {
    await model.context.close();
  }
  expect(session.problems).toEqual([]);
});

for (const [name, , editor, prefix, locale] of LANGUAGES) {
  it(`the member’s notification preferences are switches saved through the API; dates read in the member’s language (${name})`, async () => {
    const { context, page } = await session.open({ as: 'member' });
    try {
      await visit(page, `${session.site.url}${prefix}/client/notification`);
      const { notifications: texts } = editor.account;
      const region = page.getByRole('region', { name: texts.settings });
      const newModels = region.getByRole('switch', { name: texts.newModelsSwitch });
      const replies = region.getByRole('switch', { name: texts.reviewRepliesSwitch });
      const was = await newModels.getAttribute('aria-checked');
      await newModels.click();
      await region.getByRole('status').filter({ hasText: editor.account.saved }).waitFor();
      const now = was === 'true' ? 'false' : 'true';
      expect(await newModels.getAttribute('aria-checked')).toBe(now);
      // Saved: a fresh page shows the choice (and the other one untouched).
      const other = await replies.getAttribute('aria-checked');
      await reload(page);
      expect(await newModels.getAttribute('aria-checked')).toBe(now);
      expect(await replies.getAttribute('aria-checked')).toBe(other);
      // The plain text of before is gone: the label is the switch's.
      expect(await page.getByRole('main').getByText(texts.newModelsSwitch, { exact: true }).count()).toBe(1);

      // Dates: the browser's own medium date in the member's language, never the raw ISO day.
      const times = page.getByRole('main').locator('time[datetime]');
      expect(await times.count()).toBeGreaterThan(0);
      for (const time of await times.all()) {
        const { text, expected } = await time.evaluate((el, tag) => ({
          text: el.textContent,
          expected: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(el.getAttribute('datetime')!)),
        }), LOCALE_BCP47[locale]);
        expect(text).toBe(expected);
        expect(text).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    } finally {
      await context.close();
    }
    expect(session.problems).toEqual([]);
  });
}

/** Whether the header's bar is one row: every control it shows shares its line, none past the edge. */
async function headerRow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.firstElementChild as HTMLElement;
    const controls = [...bar.querySelectorAll('a, button, summary')]
      .filter((el) => (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().width > 0)
      .map((el) => el.getBoundingClientRect());
    const middles = controls.map((r) => Math.round(r.top + r.height / 2));
    return {
      controls: controls.length,
      spread: Math.max(...middles) - Math.min(...middles),
      right: Math.max(...controls.map((r) => r.right)),
      width: document.documentElement.clientWidth,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

for (const [name, catalog, , prefix] of LANGUAGES) {
  it(`a phone’s header stays one row, signed in or not; log out and the languages are in the menu (${name})`, async () => {
    for (const as of [undefined, 'member', 'model', 'business'] satisfies Array<DemoAccount | undefined>) {
      const { context, page } = await session.open({ viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT, ...(as ? { as } : {}) });
      try {
        await visit(page, `${session.site.url}${prefix}/escort`);
        const row = await headerRow(page);
        expect(row.controls, `${as ?? 'guest'}`).toBeGreaterThanOrEqual(3);
        expect(row.spread, `${as ?? 'guest'}: ${JSON.stringify(row)}`).toBeLessThanOrEqual(2);
        expect(row.right, `${as ?? 'guest'}: ${JSON.stringify(row)}`).toBeLessThanOrEqual(row.width);
        expect(row.overflow).toBe(0);
        // The account (or login) link is there, named in the visitor's language.
        const account = page.getByRole('banner').getByRole('link', { name: as ? catalog.nav.account : catalog.nav.login, exact: true });
        expect(await account.isVisible()).toBe(true);
        // Log out and the languages: one tap away, in the open menu.
        await page.getByRole('button', { name: catalog.nav.menuOpen }).click();
        const languages = page.getByRole('banner').locator('summary:visible');
        await expect.poll(() => languages.count()).toBe(1);
        expect(await languages.textContent()).toContain(catalog.nav.language);
        if (as) expect(await page.getByRole('button', { name: catalog.nav.logout }).isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    }
    expect(session.problems).toEqual([]);
  });
}

it('each role’s account area opens with one tab bar above the heading, the current tab marked, scrolling inside itself on a phone', async () => {
  const areas = [
    ['member', '/client/notification', en.pages.client.notifications],
    ['model', '/profile/settings', enEditor.tabs.settings],
    ['business', '/business/profile', enEditor.tabs.profile],
  ] as const;
  for (const [as, path, current] of areas) {
    const { context, page } = await session.open({ viewport: VIEWPORTS.phone, userAgent: PHONE_USER_AGENT, as });
    try {
      await visit(page, `${session.site.url}${path}`);
      const tabs = page.getByRole('main').getByRole('navigation', { name: en.nav.account });
      expect(await tabs.count(), path).toBe(1);
      const marked = tabs.locator('a[aria-current="page"]');
      expect(await marked.count(), path).toBe(1);
      expect(await marked.textContent(), path).toBe(current);
      // Above the page's heading, the current tab in view, and the page no wider than the phone.
      const [bar, heading] = await Promise.all([tabs.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
      expect(bar!.y, path).toBeLessThan(heading!.y);
      const tab = (await marked.boundingBox())!;
      expect(tab.x + tab.width, path).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
    } finally {
      await context.close();
    }
  }
  expect(session.problems).toEqual([]);
});
