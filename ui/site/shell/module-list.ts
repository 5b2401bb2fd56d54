/** The <meta> name under which the server lists the page's JavaScript chunks for the browser entry. */
export const MODULES_META = 'portal:modules';
/** The <meta> listing chunks to fetch and compile when idle, evaluated only on first use (the API client). */
export const IDLE_MODULES_META = 'portal:idle-modules';

/**
 * Adds `<link rel="modulepreload">` for every chunk a server <meta> lists: the browser downloads
 * and compiles them but runs none until they are imported. The links go in with one DOM insertion.
 */
export function preloadListedModules(metaName: string): void {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content.split(' ') ?? [];
  const links = list.filter(Boolean).map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  });
  if (links.length > 0) document.head.append(...links);
}
