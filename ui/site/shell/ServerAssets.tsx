import { preinit, preloadModule } from 'react-dom';

/**
 * Server only: asks React to put the page's stylesheets and modulepreload links into <head>
 * (React 19 resource APIs). Renders nothing, so the browser's tree, which omits it, hydrates the
 * same; in the browser, Vite's loader finds the stylesheets already present and does not add them twice.
 */
export function ServerAssets({ modulePreloads, stylesheets }: { modulePreloads: readonly string[]; stylesheets: readonly string[] }) {
  for (const href of stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of modulePreloads) preloadModule(href, { as: 'script' });
  return null;
}
