import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { HTTP } from '../../schemas/constants';
import { setUpSiteSession } from './support/site-session';
import { XSS_CORPUS } from './xss-corpus';

/**
 * Hostile input end to end: the corpus is stored through the mock API by the accounts that may
 * write it (profile name and description, reviews and replies, business name and description),
 * then the pages showing it are opened in Chromium, where no payload may run (the `__pwn`
 * sentinel stays unset, no dialog opens). Where a schema rejects a payload (422), that rejection
 * is part of the defence and counted. Query strings and paths carrying payloads must not come
 * back unescaped anywhere, the 404 page included.
 */
const PASSWORD = 'Demo-pass-1';
const FILLER = 'and this sentence only pads the text to the minimum length the schema asks for.';

const session = setUpSiteSession();
let context: BrowserContext;
let page: Page;
const tokens: Record<string, string> = {};
let executed = 0;
let dialogs = 0;

type Json = Record<string, unknown>;
async function api(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(session.site.url + path, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Json };
}

/** Markup-bearing payloads must never appear verbatim in a document: React escapes text and attributes, the payload script escapes `<`. */
function expectNoRaw(html: string, payloads: readonly string[], where: string): void {
  for (const p of payloads) if (/[<>"]/.test(p)) expect(html.includes(p), `${where} echoes ${JSON.stringify(p)} unescaped`).toBe(false);
}

/** Opens a page in Chromium and reports whether anything ran; resolves with the server's HTML of it. */
async function visit(path: string): Promise<string> {
  const response = await page.goto(session.site.url + path, { waitUntil: 'load' });
  // Hydrated (the app loads after the first paint), then two frames for any injected handler
  // (onerror, autofocus, animation) to fire.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  executed += await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);
  return (await response?.text()) ?? '';
}

beforeAll(async () => {
  for (const email of ['model@demo.test', 'member@demo.test', 'business@demo.test']) {
    tokens[email] = (await session.logIn({ email, password: PASSWORD })).data.token;
  }
  // Headless Chromium's own user agent, past the 18+ gate by its cookie.
  context = await session.context({ userAgent: undefined });
  await context.addInitScript(() => {
    (window as unknown as { __pwn: () => void }).__pwn = () => {
      const w = window as unknown as { __pwned?: number };
      w.__pwned = (w.__pwned ?? 0) + 1;
    };
  });
  page = await context.newPage();
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
}, 300_000);

/** Groups payloads into texts of at most `max` characters (one review, one description). */
function chunks(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const p of XSS_CORPUS) {
    if (current && current.length + p.length + 3 > max - FILLER.length) {
      out.push(`${current} ${FILLER}`);
      current = '';
    }
    current += (current ? ' | ' : '') + p;
  }
  if (current) out.push(`${current} ${FILLER}`);
  return out;
}

describe('stored XSS', () => {
  it('the sentinel notices a payload that does run (control)', async () => {
    const control = await context.newPage();
    await control.setContent('<img src=x onerror=__pwn()>');
    await control.waitForFunction(() => (window as unknown as { __pwned?: number }).__pwned === 1);
    await control.close();
  });

  it(`has a corpus of at least 60 payloads (${XSS_CORPUS.length})`, () => {
    expect(new Set(XSS_CORPUS).size).toBe(XSS_CORPUS.length);
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it('profile name and description: every payload stored or rejected, none runs on the profile page', async () => {
    const token = tokens['model@demo.test']!;
    let stored = 0;
    let rejected = 0;
    for (const payload of XSS_CORPUS) {
      const { status, json } = await api('POST', '/api/profile/1/edit', token, { name: payload, description: `${payload} ${FILLER}` });
      if (status === HTTP.unprocessable) {
        rejected++;
        // The name may be what the schema refused (length); the description alone still gets in.
        const second = await api('POST', '/api/profile/1/edit', token, { description: `${payload} ${FILLER}` });
        if (second.status !== HTTP.ok) continue;
      } else {
        expect(status, payload).toBe(HTTP.ok);
        stored++;
      }
      // An edit is a draft until a moderator approves it (§4): approved, the profile page shows it.
      expect((await fetch(`${session.site.apiUrl}/__mock/profiles/1/approve`, { method: 'POST' })).ok).toBe(true);
      const slug = ((json.data as { slug?: string } | undefined)?.slug) ?? 'mirela-1';
      // The page's HTML as the server sent it to the browser, then what ran once it hydrated.
      expectNoRaw(await visit(`/escort/${slug}`), [payload], 'profile page');
    }
    console.info(`[xss] profile: ${stored} stored as given, ${rejected} names refused by the schema`);
    expect(stored + rejected).toBe(XSS_CORPUS.length);
    expect(executed).toBe(0);
    expect(dialogs).toBe(0);
  }, 240_000);

  it('reviews and replies: none runs on the reviews page or the profile', async () => {
    const member = tokens['member@demo.test']!;
    const model = tokens['model@demo.test']!;
    let rejected = 0;
    for (const body of chunks(1200)) {
      const created = await api('POST', '/api/profile/1/reviews', member, { body, rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' });
      if (created.status === HTTP.unprocessable) {
        rejected++;
        continue;
      }
      expect(created.status).toBeLessThan(300);
      const id = (created.json.review as { id: number }).id;
      const reply = await api('POST', `/api/reviews/${id}/reply`, model, { reply: body });
      if (reply.status === HTTP.unprocessable) rejected++;
      else expect(reply.status).toBe(HTTP.ok);
    }
    for (const path of ['/reviews', '/escort/mirela-1']) {
      const html = await (await fetch(session.site.url + path)).text();
      expectNoRaw(html, XSS_CORPUS, path);
      await visit(path);
    }
    console.info(`[xss] reviews: ${chunks(1200).length} reviews and replies carrying the corpus, ${rejected} refused`);
    expect(executed).toBe(0);
    expect(dialogs).toBe(0);
  }, 120_000);

  it('business name and description: none runs on the business page', async () => {
    const token = tokens['business@demo.test']!;
    let stored = 0;
    let rejected = 0;
    const descriptions = chunks(1200);
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const { status } = await api('POST', '/api/business/1', token, { name: payload, description: descriptions[i % descriptions.length] });
      if (status === HTTP.unprocessable) rejected++;
      else {
        expect(status, payload).toBe(HTTP.ok);
        stored++;
      }
      // A website field is a URL: script URLs must be refused outright.
      if (/^\s*(javascript|data):/i.test(payload)) {
        expect((await api('POST', '/api/business/1', token, { website: payload })).status, payload).toBe(HTTP.unprocessable);
      }
      const show = await api('GET', '/api/business/1/show', null);
      const slug = (show.json.business as { slug: string }).slug;
      const html = await (await fetch(`${session.site.url}/agencies/${slug}`)).text();
      expectNoRaw(html, [payload], 'business page');
      if (i % 5 === 0 || i === XSS_CORPUS.length - 1) await visit(`/agencies/${slug}`);
    }
    console.info(`[xss] business: ${stored} names stored, ${rejected} refused by the schema`);
    expect(stored + rejected).toBe(XSS_CORPUS.length);
    expect(executed).toBe(0);
    expect(dialogs).toBe(0);
  }, 240_000);
});

describe('reflected XSS', () => {
  it('query strings and path segments are never echoed unescaped (listing, profile, 404)', async () => {
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const enc = encodeURIComponent(payload);
      const paths = [`/escort?q=${enc}&page=${enc}`, `/escort/${enc}`, `/${enc}`, `/de/${enc}/x?${enc}=1`];
      for (const path of paths) {
        const res = await fetch(session.site.url + path, { redirect: 'manual' });
        expect(res.status, path).toBeLessThan(500);
        const text = await res.text();
        expectNoRaw(text, [payload], path);
        expectNoRaw(res.headers.get('location') ?? '', [payload], `${path} location`);
      }
      if (i % 4 === 0) await visit(`/${enc}`);
    }
    expect(executed).toBe(0);
    expect(dialogs).toBe(0);
  }, 240_000);
});
