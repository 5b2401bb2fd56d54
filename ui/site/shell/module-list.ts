/** The <meta> name under which the server lists the page's JavaScript chunks for the browser entry. */
export const MODULES_META = 'portal:modules';
/** The <meta> listing chunks to fetch and compile when idle, evaluated only on first use (the API client). */
export const IDLE_MODULES_META = 'portal:idle-modules';
/** The <meta> naming the chunk of each page the server rendered: `routeId=url`, space-separated. */
export const PAGE_MODULES_META = 'portal:pages';

/** A page module the server rendered and the URL of its chunk. */
export interface ListedPageModule {
  readonly routeId: string;
  readonly url: string;
}

export const pageModulesContent = (pages: readonly ListedPageModule[]): string => pages.map(({ routeId, url }) => `${routeId}=${url}`).join(' ');

/** Browser: the page chunks the server listed (PAGE_MODULES_META), by route id. */
export function listedPageModules(): ReadonlyMap<string, string> {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? '';
  const entries = content.split(' ').flatMap((item) => {
    const at = item.indexOf('=');
    return at > 0 ? [[item.slice(0, at), item.slice(at + 1)] as const] : [];
  });
  return new Map(entries);
}

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
