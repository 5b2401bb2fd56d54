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
}

export const pageModuleKey = (routeId: string): string => `ui/site/pages/${routeId}.tsx`;
export const AGE_GATE_KEY = 'ui/site/shell/AgeGateDialog.tsx';
/** The app the tiny entry imports once the page has painted (its chunks belong to every page's list). */
export const APP_KEY = 'ui/site/hydrate.tsx';

/**
 * @param entryKey the manifest key of the client entry
 * @param extraKeys manifest keys of lazy modules the page renders at once (its page, the gate...)
 */
export function collectAssets(manifest: Manifest, entryKey: string, extraKeys: readonly string[], base = '/'): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Client manifest has no entry ${entryKey}; run the client build`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    // Static imports only: dynamic ones are later pages, loaded when visited.
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);
  for (const key of extraKeys) visit(key);
  scripts.delete(entry.file);
  const url = (file: string) => `${base}${file}`;
  return { entry: url(entry.file), modulePreloads: [...scripts].map(url), stylesheets: [...styles].map(url) };
}
