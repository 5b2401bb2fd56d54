import { describe, expect, it } from 'vitest';
import { VALIDATION_CHUNK, collectAssets, pageModuleKey } from '../../../ui/site/server/assets';
import type { Manifest } from '../../../ui/site/server/assets';
import { routePageKey } from '../../../ui/site/server/render/page-module';
import { LOCALES } from '@portal/sdk';
import { displayFontKey, displayFontPreloads } from '../../../ui/site/shell/display-font';

const manifest: Manifest = {
  'ui/site/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], css: ['assets/entry.css'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/site/pages/escort-list.tsx': { file: 'assets/escort-list.js', isDynamicEntry: true, imports: ['_react.js', '_listing.js'] },
  '_listing.js': { file: 'assets/listing.js', css: ['assets/listing.css'], dynamicImports: ['_later.js'] },
  '_later.js': { file: 'assets/later.js' },
  'ui/site/data/browser-client.ts': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_react.js', '_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
  'ui/site/pages.ts': { file: 'assets/pages.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('page assets from the Vite manifest', () => {
  it('finds a route’s page module under its own name, or the one it shares (the account tabs’ account-tab)', () => {
    expect(routePageKey('escort-list')).toBe('ui/site/pages/escort-list.tsx');
    // Without it, the tabs' server-rendered HTML had no stylesheet: unstyled forms and list bullets under the tab bar until hydration.
    for (const route of ['client-settings', 'profile-settings', 'profile-webcam-calendar', 'business-settings']) {
      expect(routePageKey(route), route).toBe('ui/site/pages/account-tab.tsx');
    }
  });

  it('preloads the matched page and its static imports, with their stylesheets, but not later chunks', () => {
    const assets = collectAssets(manifest, 'ui/site/entry-client.tsx', [pageModuleKey('escort-list')]);
    expect(assets.entry).toBe('/assets/entry.js');
    expect(assets.modulePreloads).toEqual(['/assets/react.js', '/assets/escort-list.js', '/assets/listing.js']);
    expect(assets.stylesheets).toEqual(['/assets/entry.css', '/assets/listing.css']);
  });

  it('lists the API client for idle-time preloading, without the chunks the page already loads', () => {
    const assets = collectAssets(manifest, 'ui/site/entry-client.tsx', [pageModuleKey('escort-list')]);
    expect(assets.idleModules).toEqual(['/assets/client.js', '/assets/schemas.js', '/assets/pages.js']);
    expect(collectAssets(manifest, 'ui/site/entry-client.tsx', [], '/', []).idleModules).toEqual([]);
  });

  it("leaves out of the idle modules the validation chunk (it comes with the client at first intent) and what the page's lazy parts and the catalogs import", () => {
    const split: Manifest = {
      ...manifest,
      'ui/site/data/browser-client.ts': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_react.js', '_validation.js', '_words.js', '_shared.js'] },
      '_validation.js': { file: 'assets/validation.js', name: VALIDATION_CHUNK, imports: ['_words.js'] },
      '_words.js': { file: 'assets/words.js' },
      '_shared.js': { file: 'assets/shared.js' },
      '_listing.js': { file: 'assets/listing.js', dynamicImports: ['_later.js'] },
      '_later.js': { file: 'assets/later.js', imports: ['_shared.js'] },
      'sdk/i18n/locales/en.ts': { file: 'assets/en.js', isDynamicEntry: true, imports: ['_words.js'] },
    };
    const assets = collectAssets(split, 'ui/site/entry-client.tsx', [pageModuleKey('escort-list')]);
    expect(assets.idleModules).toEqual(['/assets/client.js', '/assets/pages.js']);
  });

  it("names the chunk of each requested page, which the browser imports directly when it hydrates", () => {
    const assets = collectAssets(manifest, 'ui/site/entry-client.tsx', [pageModuleKey('escort-list'), 'nope'], '/site/');
    expect(assets.moduleUrls).toEqual({ [pageModuleKey('escort-list')]: '/site/assets/escort-list.js' });
  });

  it("links the stylesheets of a page's lazy parts (rendered by the server with it), but neither their scripts nor the app's other pages", () => {
    const withParts: Manifest = {
      'ui/site/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['ui/site/hydrate.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'ui/site/hydrate.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['ui/site/pages/escort-profile.tsx', 'ui/site/pages/login.tsx'] },
      'ui/site/pages/escort-profile.tsx': { file: 'assets/profile.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['ui/site/page-kit/Parts.tsx'] },
      'ui/site/page-kit/Parts.tsx': { file: 'assets/parts.js', isDynamicEntry: true, imports: ['_cards.js'], css: ['assets/parts.css'] },
      '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
      'ui/site/pages/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, css: ['assets/login.css'] },
    };
    const assets = collectAssets(withParts, 'ui/site/entry-client.tsx', [pageModuleKey('escort-profile')], '/', []);
    expect(assets.stylesheets).toEqual(['/assets/parts.css', '/assets/cards.css']);
    expect(assets.modulePreloads).toEqual(['/assets/react.js', '/assets/app.js', '/assets/profile.js']);
  });

  it("finds the app through the entry when the build puts it in a shared chunk, and links none of its lazy parts' stylesheets", () => {
    // The client build declares a `shell` chunk for the app: the entry imports `_shell-*.js`, and
    // the app's module path is no key of the manifest. The badge and the dialogs are the app's
    // lazy parts: a page that imports the shell statically does not render them.
    const withShell: Manifest = {
      'ui/site/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'], dynamicImports: ['ui/components/payments/BalanceBadge/index.ts', 'ui/site/pages/home.tsx'] },
      'ui/components/payments/BalanceBadge/index.ts': { file: 'assets/badge.js', isDynamicEntry: true, imports: ['_badge.js'] },
      '_badge.js': { file: 'assets/badge-part.js', css: ['assets/badge.css'], imports: ['_shell.js'] },
      'ui/site/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shell.js'], css: ['assets/home.css'] },
    };
    const guest = collectAssets(withShell, 'ui/site/entry-client.tsx', [pageModuleKey('home')], '/', []);
    expect(guest.modulePreloads).toEqual(['/assets/shell.js', '/assets/home.js']);
    expect(guest.stylesheets).toEqual(['/assets/shell.css', '/assets/home.css']);
    const model = collectAssets(withShell, 'ui/site/entry-client.tsx', [pageModuleKey('home'), 'ui/components/payments/BalanceBadge/index.ts'], '/', []);
    expect(model.stylesheets).toContain('/assets/badge.css');
  });

  it('ignores keys the build does not know and fails loudly without an entry', () => {
    expect(collectAssets(manifest, 'ui/site/entry-client.tsx', ['nope']).modulePreloads).toEqual(['/assets/react.js']);
    expect(() => collectAssets({}, 'ui/site/entry-client.tsx', [])).toThrow(/client build/);
  });

  it('finds each display-face subset the build emitted, and a page preloads only its language\'s', () => {
    const withFonts: Manifest = {
      ...manifest,
      [displayFontKey('latin')]: { file: 'assets/latin-h1.woff2', src: displayFontKey('latin') },
      [displayFontKey('latin-ext')]: { file: 'assets/latin-ext-h2.woff2', src: displayFontKey('latin-ext') },
      [displayFontKey('cyrillic')]: { file: 'assets/cyrillic-h3.woff2', src: displayFontKey('cyrillic') },
      [displayFontKey('greek')]: { file: 'assets/greek-h4.woff2', src: displayFontKey('greek') },
    };
    const { fonts } = collectAssets(withFonts, 'ui/site/entry-client.tsx', [], '/', []);
    expect(displayFontPreloads('en', fonts)).toEqual(['/assets/latin-h1.woff2']);
    expect(displayFontPreloads('cz', fonts)).toEqual(['/assets/latin-h1.woff2', '/assets/latin-ext-h2.woff2']);
    expect(displayFontPreloads('ru', fonts)).toEqual(['/assets/cyrillic-h3.woff2']);
    expect(displayFontPreloads('el', fonts)).toEqual(['/assets/greek-h4.woff2']);
    // Every language preloads something.
    for (const locale of LOCALES) expect(displayFontPreloads(locale, fonts).length).toBeGreaterThan(0);
    // A build without the face (development) preloads nothing.
    expect(displayFontPreloads('en', collectAssets(manifest, 'ui/site/entry-client.tsx', [], '/', []).fonts)).toEqual([]);
  });
});
