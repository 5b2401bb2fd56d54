import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Suspense, createElement as h, lazy } from 'react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatted } from '../../../sdk/i18n/carried';
import { HTTP } from '../../../schemas/constants';
import { sendPage } from '../../../ui/site/server/render/send-page';
import type { SendPageOptions } from '../../../ui/site/server/render/send-page';

/**
 * The send stage (ui/site/server/render/send-page.ts): a page is rendered whole by React's string
 * renderer when nothing in it waits, and streamed when a part suspends or fails; either way the
 * visitor gets the same complete document with the entry's script and the format record after it.
 */
const NONCE = 'n0nce';
const ENTRY = '/assets/entry-client.js';
/** What React's stream writes to reveal a boundary that finished after the shell. */
const STREAMING_SCRIPT = /\$RC|<template id="B:/;

const page = (body: ReactElement): ReactElement =>
  h('html', { lang: 'en' }, h('head', null, h('title', null, 'Test page')), h('body', null, body));

function Price() {
  return h('span', null, formatted('test|send-page|', '120', () => '€120'));
}

let element: ReactElement = page(h('p', null, 'Hello'));
let options: Partial<SendPageOptions> = {};
const log = { error: vi.fn(), warn: vi.fn() };
const server = createServer((req, res) => {
  void sendPage(req, res, {
    element,
    status: HTTP.ok,
    signedIn: false,
    isBot: false,
    bootstrapModules: [ENTRY],
    nonce: NONCE,
    signal: new AbortController().signal,
    log,
    sending: () => ({}),
    ...options,
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (encoding = 'identity') => {
  const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': encoding } });
  return { status: response.status, encoding: response.headers.get('content-encoding'), html: await response.text() };
};

describe('send stage', () => {
  it('sends a page with nothing waiting whole: the document, then the entry script and the format record with the nonce', async () => {
    element = page(h(Suspense, { fallback: h('i', null, 'Loading') }, h(Price)));
    const { status, html } = await get();
    expect(status).toBe(HTTP.ok);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toMatch(STREAMING_SCRIPT);
    expect(html).toContain('<span>€120</span>');
    expect(html).not.toContain('Loading');
    const trailer = html.slice(html.indexOf('</html>') + '</html>'.length);
    expect(trailer).toBe(
      `<script type="module" src="${ENTRY}" nonce="${NONCE}" async=""></script>` +
        `<script id="portal-formats" type="application/json" nonce="${NONCE}">{"test|send-page|":{"120":"€120"}}</script>`,
    );
  });

  it('streams a page whose lazy part has not loaded yet, waiting for it, and renders it whole once loaded', async () => {
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => h('section', null, 'Nearby profiles') };
    });
    element = page(h(Suspense, { fallback: h('i', null, 'Loading') }, h(Part)));
    const first = await get();
    expect(first.html).toContain('<section>Nearby profiles</section>');
    expect(first.html).toMatch(STREAMING_SCRIPT);
    expect(first.html).not.toContain('<!--$!-->');
    expect(first.html.endsWith(`<script type="module" src="${ENTRY}" nonce="${NONCE}" async=""></script>`)).toBe(true);
    const second = await get();
    expect(second.html).toContain('<!--$--><section>Nearby profiles</section><!--/$-->');
    expect(second.html).not.toMatch(STREAMING_SCRIPT);
    expect(loads).toBe(1);
  });

  it('streams a page whose part fails, so the error is logged and the page is not kept', async () => {
    function Broken(): ReactElement {
      throw new Error('review list broke');
    }
    const onComplete = vi.fn();
    options = { onComplete };
    element = page(h('main', null, h('h1', null, 'Profile'), h(Suspense, { fallback: h('i', null, 'Reviews') }, h(Broken))));
    const { status, html } = await get();
    options = {};
    expect(status).toBe(HTTP.ok);
    expect(html).toContain('<h1>Profile</h1>');
    expect(html).toContain('<!--$!-->');
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'review list broke' }) }, 'ssr render error');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('answers 500 when the shell itself fails', async () => {
    function Broken(): ReactElement {
      throw new Error('header broke');
    }
    element = page(h(Broken));
    const { status, html } = await get();
    expect(status).toBe(HTTP.serverError);
    expect(html).toBe('Internal Server Error');
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'header broke' }) }, 'ssr shell error');
  });

  it('compresses a whole page for a client that accepts it, and hands the whole HTML to the micro-cache', async () => {
    const onComplete = vi.fn();
    options = { onComplete };
    element = page(h('p', null, 'Hello'));
    const { encoding, html } = await get('br');
    options = {};
    expect(encoding).toBe('br');
    expect(html).toContain('<p>Hello</p>');
    expect(onComplete).toHaveBeenCalledWith({ headers: expect.objectContaining({ 'content-type': 'text/html; charset=utf-8' }), html });
  });
});
