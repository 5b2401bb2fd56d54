/**
 * A URL the API answered with, made absolute against a base: the rule every consumer of the API's
 * paths shares (the React widget's card images, the script-tag widget's images and links). The
 * API answers images as root-relative paths (`/media/...`) of its own host, so on a page served
 * from another origin they must be read against the API's base, the way the client builds its
 * request URLs (openapi-fetch appends the path to `baseUrl`, so a base with a path prefix keeps it).
 *
 * - absolute URLs (`https:`, `data:`, `blob:`...) and protocol-relative ones (`//cdn.example/x.jpg`,
 *   which take the page's scheme) stay as they are;
 * - paths are appended to the base without its trailing slashes: ('/media/a.jpg',
 *   'https://api.example/') -> 'https://api.example/media/a.jpg';
 * - an empty base (the site itself, which proxies /media) leaves the path as it is.
 *
 * Imports nothing, so the script-tag widget can carry it.
 */
export function resolveUrl(path: string, base: string): string {
  const root = base.replace(/\/+$/, '');
  if (!root || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  return path.startsWith('/') ? root + path : `${root}/${path}`;
}
