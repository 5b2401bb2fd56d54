import { http, type HttpHandler } from 'msw';
import { allowedMethods, HTTP, operations } from '../../schemas';
import { toMswPath } from './adapter';
import { MOCK_MESSAGES } from './messages';

/**
 * A method a known API path does not have answers 405 with `Allow` naming the ones it has, as
 * openapi.yaml says (each path's `x-allow`), never 404 or 500.
 */
const PATHS = [...new Set(operations.map((o) => o.path))];

/** `/api/profile/{id}` -> a regex of the concrete paths it names. */
const matcherOf = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`);
const MATCHERS = PATHS.map((path) => ({ path, re: matcherOf(path) }));

export function methodNotAllowed(allow: readonly string[]): Response {
  return new Response(JSON.stringify({ message: MOCK_MESSAGES.methodNotAllowed }), {
    status: HTTP.methodNotAllowed,
    headers: { 'Content-Type': 'application/json', Allow: allow.join(', ') },
  });
}

/**
 * The methods the API has on a concrete path (`/api/profile/12` -> GET, PATCH), every template it
 * matches counted (`/api/profile/{id}` and a literal path of the same shape); null for no API path.
 */
export function allowedOn(pathname: string): string[] | null {
  const matching = MATCHERS.filter(({ re }) => re.test(pathname));
  return matching.length === 0 ? null : [...new Set(matching.flatMap(({ path }) => allowedMethods(path)))];
}

/** After the API's handlers: whatever reached a known path with another method. */
export const methodNotAllowedHandlers: HttpHandler[] = PATHS.map((path) =>
  http.all(toMswPath(path), ({ request }) => methodNotAllowed(allowedOn(new URL(request.url).pathname) ?? allowedMethods(path))));
