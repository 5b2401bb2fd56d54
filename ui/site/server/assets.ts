import { DISPLAY_FONT_SUBSETS, displayFontKey } from '../shell/display-font';
import type { DisplayFontSubset } from '../shell/display-font';

/**
 * The client build's manifest (Vite `manifest: true`) turned into the tags a page needs: the entry
 * script, modulepreload links for the chunks of the matched pages (so the lazy page and its
 * imports download in parallel with the entry instead of after it) and their stylesheets.
 */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  /** The chunk's name (a declared chunk's, client-chunks.ts), without its hash. */
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageAssets {
  /** The module script that boots the app. */
  readonly entry: string;
  readonly modulePreloads: readonly string[];
  readonly stylesheets: readonly string[];
  /**
   * Chunks the page is likely to need after it has hydrated (the API client and its schemas, for
   * the first filter change or navigation), minus those already listed: the browser fetches and
   * compiles them when idle, and runs them only when the visitor starts to act (ui/site/hydrate.tsx).
   */
  readonly idleModules: readonly string[];
  /**
   * The URL of each requested module's own chunk, by manifest key: the browser imports the page it
   * hydrates straight from it, without the table of every page (ui/site/pages.ts, loaded when idle).
   */
  readonly moduleUrls: Readonly<Record<string, string>>;
  /**
   * The URL of each subset of the display face the build emitted (ui/styles/fonts.css): the page
   * preloads the one its language needs (shell/display-font.ts).
   */
  readonly fonts: Readonly<Partial<Record<DisplayFontSubset, string>>>;
}

export const pageModuleKey = (routeId: string): string => `ui/site/pages/${routeId}.tsx`;
export const AGE_GATE_KEY = 'ui/site/shell/AgeGateDialog.tsx';
/** The header's LoveCoins badge with its balance query, a lazy part of the shell the server renders for models and businesses. */
export const BALANCE_BADGE_KEY = 'ui/site/shell/WalletBadge.tsx';
/**
 * The client build's chunk of zod and the schemas built with it (client-chunks.ts): the API client
 * loads it (the SDK's `preloadSchemas`, ui/site/data/browser-client.ts), but it is not preloaded
 * when idle; it comes with the client at the visitor's first intent (ui/site/hydrate.tsx), so the
 * idle modules stay small.
 */
export const VALIDATION_CHUNK = 'validation';

/**
 * What every page preloads when idle: the API client (run at the first hover, focus, key or API
 * call) and the table of pages the first client navigation looks its page up in.
 */
export const IDLE_KEYS: readonly string[] = ['ui/site/data/browser-client.ts', 'ui/site/pages.ts'];

/**
 * @param entryKey the manifest key of the client entry
 * @param extraKeys manifest keys of lazy modules the page renders at once (its page, the gate...)
 */
export function collectAssets(
  manifest: Manifest,
  entryKey: string,
  extraKeys: readonly string[],
  base = '/',
  idleKeys: readonly string[] = IDLE_KEYS,
): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Client manifest has no entry ${entryKey}; run the client build`);
  /** The page's chunks: the keys and their static imports (dynamic ones are later pages), with the app. */
  const page = staticClosure(manifest, [entryKey, ...appKeysOf(manifest, entryKey), ...extraKeys]);
  const fileOf = (key: string) => manifest[key]!.file;
  const scripts = new Set([...page].map(fileOf));
  const styles = new Set([...page].flatMap((key) => manifest[key]!.css ?? []));
  for (const css of lazyPartStyles(manifest, entryKey, extraKeys)) styles.add(css);
  // Their stylesheets are not listed: a chunk that brings CSS is a page's, and Vite links it when it loads.
  // What the page's lazy parts and the language catalogs import is asked for while it hydrates: not idle.
  const hydration = staticClosure(manifest, [...lazyPartKeys(manifest, entryKey, extraKeys), ...Object.keys(manifest).filter(isCatalog)]);
  const idle = new Set(
    [...staticClosure(manifest, idleKeys)]
      .filter((key) => !page.has(key) && !hydration.has(key) && manifest[key]!.name !== VALIDATION_CHUNK)
      .map(fileOf),
  );
  scripts.delete(entry.file);
  const url = (file: string) => `${base}${file}`;
  const moduleUrls = Object.fromEntries(extraKeys.flatMap((key) => (manifest[key] ? [[key, url(manifest[key].file)]] : [])));
  const fonts = Object.fromEntries(DISPLAY_FONT_SUBSETS.flatMap((subset) => {
    const font = manifest[displayFontKey(subset)];
    return font ? [[subset, url(font.file)]] : [];
  }));
  return { entry: url(entry.file), modulePreloads: [...scripts].map(url), stylesheets: [...styles].map(url), idleModules: [...idle].map(url), moduleUrls, fonts };
}

/**
 * The app the tiny entry imports once the page has painted (ui/site/hydrate.tsx): the entry's only
 * dynamic import. Its key is the shell chunk's (`_shell-*.js`) when the build puts the app in a
 * declared chunk, and the module's own path otherwise: asking the entry finds it either way.
 */
function appKeysOf(manifest: Manifest, entryKey: string): readonly string[] {
  return manifest[entryKey]?.dynamicImports ?? [];
}

/** The manifest keys of the given keys and their static imports. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The stylesheets of the pages' lazy parts: what a page's own chunks import dynamically (a `lazy()`
 * inside Suspense, such as the profile's lower sections) is rendered by the server with the page,
 * and its HTML must not show unstyled until the browser has loaded its chunk. Their scripts are not
 * preloaded: hydration asks for them. The app's own lazy imports (every page, the popups) are not
 * the page's.
 */
function lazyPartStyles(manifest: Manifest, entryKey: string, extraKeys: readonly string[]): Set<string> {
  return new Set([...staticClosure(manifest, lazyPartKeys(manifest, entryKey, extraKeys))].flatMap((key) => manifest[key]?.css ?? []));
}

/** What the pages' own chunks import dynamically: their lazy parts (not the app's lazy imports). */
function lazyPartKeys(manifest: Manifest, entryKey: string, extraKeys: readonly string[]): string[] {
  const app = staticClosure(manifest, [entryKey, ...appKeysOf(manifest, entryKey)]);
  return [...staticClosure(manifest, extraKeys)].filter((key) => !app.has(key)).flatMap((key) => manifest[key]?.dynamicImports ?? []);
}

/** A language catalog's module (sdk/i18n/locales/<locale>.ts), which hydration loads. */
const isCatalog = (key: string): boolean => /^sdk\/i18n\/locales\/[a-z]{2}\.ts$/.test(key);
