import { preinit, preload } from 'react-dom';
import { IDLE_MODULES_META, MODULES_META, PAGE_MODULES_META, pageModulesContent } from './module-list';
import type { ListedPageModule } from './module-list';

/**
 * Server only: asks React to put the page's stylesheets into <head> (React 19 resource APIs) and
 * lists the page's JavaScript chunks in a <meta>, in a second one the chunks to preload when idle
 * (the API client, the table of pages), and in a third the chunk of each page rendered, which the
 * browser imports by its URL when it hydrates, without the table of every page (ui/site/pages.ts).
 * The chunks are deliberately not <link rel="modulepreload">: the entry fetches them once the
 * server HTML has painted (see entry-client.tsx), so they do not share the bandwidth of the
 * stylesheet and the largest image. Only the small entry is preloaded, at a low priority, as React
 * preloads a bootstrap module: the page writes its script after the document
 * (server/render/page-html.ts).
 * The browser's tree omits this component; React 19 skips the extra <meta> and <link> in <head>
 * when hydrating, and Vite's loader finds the stylesheets already present.
 */
export function ServerAssets({
  bootstrapModules,
  nonce,
  modulePreloads,
  idleModules,
  stylesheets,
  fonts = [],
  pages,
}: {
  /** The entry's module (the page's trailer runs it, server/render/page-html.ts), preloaded at a low priority as React preloads a bootstrap module. */
  bootstrapModules: readonly string[];
  nonce: string;
  modulePreloads: readonly string[];
  idleModules: readonly string[];
  stylesheets: readonly string[];
  /** The display face's files the page's language needs (display-font.ts): preloaded, so headings do not wait for the stylesheet to ask. */
  fonts?: readonly string[];
  pages: readonly ListedPageModule[];
}) {
  for (const href of stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  // Fonts are fetched in CORS mode even from the same origin: the preload must say so, or the
  // browser downloads the file twice. 'self' in the CSP's font-src covers it (server/security.ts).
  for (const href of fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <>
      {bootstrapModules.map((href) => (
        <link key={href} rel="modulepreload" fetchPriority="low" href={href} nonce={nonce || undefined} />
      ))}
      {modulePreloads.length > 0 ? <meta name={MODULES_META} content={modulePreloads.join(' ')} /> : null}
      {idleModules.length > 0 ? <meta name={IDLE_MODULES_META} content={idleModules.join(' ')} /> : null}
      {pages.length > 0 ? <meta name={PAGE_MODULES_META} content={pageModulesContent(pages)} /> : null}
    </>
  );
}
