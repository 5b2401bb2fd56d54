import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { run } from './run';

/**
 * The peer ranges of sdk/package.json, proven: the packed SDK installed beside each i18next /
 * react-i18next pair its README names, from the registry as a host app would get them, with
 * React and TanStack Query. Each install must resolve (no ERESOLVE) with one copy of i18next
 * (the host's), and the SDK must translate with it (createI18n with a BCP 47 tag) and render the
 * React widget on the server in that language.
 *
 * i18next 27 and react-i18next 18 need Node 22 (their `engines`): npm scripts here run the
 * pinned Node 24, which the test checks.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const TIMEOUT = 600_000;
const pinned = (manifest: string, name: string): string =>
  (JSON.parse(readFileSync(join(root, manifest), 'utf8')) as { dependencies: Record<string, string> }).dependencies[name]!;

const PAIRS = [
  { name: 'i18next 26 with react-i18next 17 (Node 20.19 and newer)', i18next: pinned('ui/package.json', 'i18next'), reactI18next: pinned('ui/package.json', 'react-i18next'), node: 20 },
  { name: 'i18next 27 with react-i18next 18 (Node 22 and newer)', i18next: '^27.0.0', reactI18next: '^18.0.0', node: 22 },
] as const;

let work = '';
let tarball = '';
let widgetsTarball = '';


/** Loads createI18n from the entry that has it (`@portal/sdk/i18n` where the package has that entry). */
const SMOKE = `
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
const manifest = JSON.parse(readFileSync('node_modules/@portal/sdk/package.json', 'utf8'));
const { createI18n } = await import(manifest.exports['./i18n'] ? '@portal/sdk/i18n' : '@portal/sdk');
const { createPortalClient } = await import('@portal/sdk');
const { createQueryClient, PortalClientProvider } = await import('@portal/sdk/react');
const { ProfileListingWidget } = await import('@portal/widgets');
const i18n = await createI18n('de-DE');
const client = createPortalClient({ baseUrl: 'https://api.example.test', locale: 'de-DE' });
const html = renderToString(
  createElement(I18nextProvider, { i18n },
    createElement(QueryClientProvider, { client: createQueryClient() },
      createElement(PortalClientProvider, { client }, createElement(ProfileListingWidget, { category: 'escort', limit: 4 })))),
);
const version = (name) => JSON.parse(readFileSync('node_modules/' + name + '/package.json', 'utf8')).version;
console.log(JSON.stringify({
  language: i18n.language,
  cancel: i18n.t('common.cancel'),
  title: i18n.t('categories.escort.title'),
  html,
  i18next: version('i18next'),
  reactI18next: version('react-i18next'),
}));
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'portal-sdk-peers-'));
  ({ sdk: tarball, widgets: widgetsTarball } = inject('packedTarballs'));
}, TIMEOUT);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the SDK beside a host’s i18next and react-i18next', () => {
  it.each(PAIRS)('$name: installs with one i18next, translates and renders the widget', (pair) => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(pair.node);
    const consumer = join(work, `consumer-${pair.node}`);
    mkdirSync(consumer);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'host', version: '1.0.0', private: true, type: 'module' }));
    run('npm', [
      'install', '--prefer-offline', '--no-audit', '--no-fund', tarball, widgetsTarball,
      `i18next@${pair.i18next}`, `react-i18next@${pair.reactI18next}`,
      `react@${pinned('ui/package.json', 'react')}`, `react-dom@${pinned('ui/package.json', 'react-dom')}`,
      `@tanstack/react-query@${pinned('ui/package.json', '@tanstack/react-query')}`,
    ], consumer);
    // The host's copy is the SDK's: none nested under the SDK.
    expect(existsSync(join(consumer, 'node_modules', '@portal', 'sdk', 'node_modules', 'i18next'))).toBe(false);

    writeFileSync(join(consumer, 'smoke.mjs'), SMOKE);
    const out = JSON.parse(run('node', ['smoke.mjs'], consumer)) as Record<string, string>;
    expect(out.i18next!.split('.')[0]).toBe(pair.node === 20 ? '26' : '27');
    expect(out.reactI18next!.split('.')[0]).toBe(pair.node === 20 ? '17' : '18');
    expect(out.language).toBe('de');
    expect(out.cancel).toBe('Abbrechen');
    expect(out.html).toContain(`>${out.title}</h2>`);
  }, TIMEOUT);
});
