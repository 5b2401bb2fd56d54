import { preinit } from 'react-dom';
import { IDLE_MODULES_META, MODULES_META } from './module-list';

/**
 * Server only: asks React to put the page's stylesheets into <head> (React 19 resource APIs) and
 * lists the page's JavaScript chunks in a <meta>, and in a second one the chunks to preload when
 * idle (the API client). The chunks are deliberately not <link rel="modulepreload">: the entry
 * fetches them once the server HTML has painted (see entry-client.tsx), so they do not share the
 * bandwidth of the stylesheet and the largest image.
 * The browser's tree omits this component; React 19 skips the extra <meta> in <head> when
 * hydrating, and Vite's loader finds the stylesheets already present.
 */
export function ServerAssets({
  modulePreloads,
  idleModules,
  stylesheets,
}: {
  modulePreloads: readonly string[];
  idleModules: readonly string[];
  stylesheets: readonly string[];
}) {
  for (const href of stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  return (
    <>
      {modulePreloads.length > 0 ? <meta name={MODULES_META} content={modulePreloads.join(' ')} /> : null}
      {idleModules.length > 0 ? <meta name={IDLE_MODULES_META} content={idleModules.join(' ')} /> : null}
    </>
  );
}
