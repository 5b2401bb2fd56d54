import type { PaginationMeta } from '@portal/sdk';
import { decodePage } from '@portal/sdk';
import { notFound } from '../guard';

/**
 * A listing page that does not exist is the 404 page, one behaviour for every listing:
 * a page beyond the last (not an empty page that still counts every result and marks the last page
 * current), and a page number no listing reaches (beyond Number.MAX_SAFE_INTEGER, which the API
 * refuses: it used to make the page 502). A page that is no number at all stays page 1.
 */
export function requestedPage(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  if (/^\d+$/.test(raw) && !Number.isSafeInteger(Number(raw))) throw notFound(url.pathname);
  return decodePage(url.searchParams);
}

/**
 * After the page's data came: past its last page (page 1 of an empty listing exists) is the 404
 * page, which links to the last page with the same filters (`/escort?page=33` offers page 32).
 */
export function assertPageExists(url: URL, page: number, meta: PaginationMeta): void {
  const last = Math.max(1, meta.total_pages);
  if (page > last) throw notFound(url.pathname, { href: pageHref(url, last), page: last });
}

/** The same listing's address at another page (page 1 without the parameter). */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
