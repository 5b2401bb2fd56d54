import { describe, expect, it } from 'vitest';
import { collectAssets, pageModuleKey } from '../../../ui/site/server/assets';
import type { Manifest } from '../../../ui/site/server/assets';

const manifest: Manifest = {
  'ui/site/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'], css: ['assets/entry.css'], dynamicImports: ['ui/site/pages/escort-list.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/site/pages/escort-list.tsx': { file: 'assets/escort-list.js', isDynamicEntry: true, imports: ['_react.js', '_listing.js'] },
  '_listing.js': { file: 'assets/listing.js', css: ['assets/listing.css'], dynamicImports: ['_later.js'] },
  '_later.js': { file: 'assets/later.js' },
  'ui/site/data/browser-client.ts': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_react.js', '_schemas.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
  'ui/site/pages.ts': { file: 'assets/pages.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('page assets from the Vite manifest', () => {
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

  it("names the chunk of each requested page, which the browser imports directly when it hydrates", () => {
    const assets = collectAssets(manifest, 'ui/site/entry-client.tsx', [pageModuleKey('escort-list'), 'nope'], '/site/');
    expect(assets.moduleUrls).toEqual({ [pageModuleKey('escort-list')]: '/site/assets/escort-list.js' });
  });

  it("links the stylesheets of a page's lazy parts (rendered by the server with it), but neither their scripts nor the app's other pages", () => {
    const withParts: Manifest = {
      'ui/site/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'ui/site/hydrate.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['ui/site/pages/escort-profile.tsx', 'ui/site/pages/login.tsx'] },
      'ui/site/pages/escort-profile.tsx': { file: 'assets/profile.js', isDynamicEntry: true, imports: ['_react.js'], dynamicImports: ['ui/site/page-kit/Parts.tsx'] },
      'ui/site/page-kit/Parts.tsx': { file: 'assets/parts.js', isDynamicEntry: true, imports: ['_cards.js'], css: ['assets/parts.css'] },
      '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
      'ui/site/pages/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, css: ['assets/login.css'] },
    };
    const assets = collectAssets(withParts, 'ui/site/entry-client.tsx', ['ui/site/hydrate.tsx', pageModuleKey('escort-profile')], '/', []);
    expect(assets.stylesheets).toEqual(['/assets/parts.css', '/assets/cards.css']);
    expect(assets.modulePreloads).toEqual(['/assets/react.js', '/assets/app.js', '/assets/profile.js']);
  });

  it('ignores keys the build does not know and fails loudly without an entry', () => {
    expect(collectAssets(manifest, 'ui/site/entry-client.tsx', ['nope']).modulePreloads).toEqual(['/assets/react.js']);
    expect(() => collectAssets({}, 'ui/site/entry-client.tsx', [])).toThrow(/client build/);
  });
});
