import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../schemas/constants';
import { LAYOUTS, ROUTES, matchRoute, routePath } from '../../../sdk/routes';
import type { RouteDef } from '../../../sdk/routes';
import { createRoutes } from '../../../ui/site/routes';
import { pageBranch } from '../../../ui/site/server/render/route';

const ROOT = join(import.meta.dirname, '../../..');
const basenameOf = (locale: string) => (locale === 'en' ? '/' : `/${locale}`);

/** Every route of the table in every language, with a path that reaches it. */
function* everyRouteInEveryLanguage() {
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const params = route.pattern.includes(':') ? { slug: 'anna-1', id: 7 } : {};
      yield { locale, route, path: routePath(route.id as 'home', params as never, locale) };
    }
  }
}

describe('the router generated from the SDK route table', () => {
  it('has a page module and a layout for every route of §2', () => {
    for (const route of ROUTES) expect(existsSync(join(ROOT, `ui/site/pages/${(route as RouteDef).page ?? route.id}.tsx`)), route.id).toBe(true);
    for (const layout of LAYOUTS) expect(existsSync(join(ROOT, `ui/site/layouts/${layout}.tsx`)), layout).toBe(true);
  });

  it('picks the same route as the SDK matcher for every route in every language', () => {
    const routes = createRoutes();
    for (const { locale, route, path } of everyRouteInEveryLanguage()) {
      const matched = matchRoutes(routes as RouteObject[], path, basenameOf(locale));
      expect(matched?.at(-1)?.route.id, `${locale} ${path}`).toBe(route.id);
      expect(matched?.[1]?.route.id, `${locale} ${path}`).toBe(`layout-${route.layout}`);
      const sdk = matchRoute(path);
      expect(sdk.kind === 'route' && sdk.route.id).toBe(route.id);
    }
  });

  it('matches case-insensitively, with a trailing slash, under an upper-case language prefix', () => {
    const routes = createRoutes();
    expect(matchRoutes(routes, '/DE/Escort/', '/de')?.at(-1)?.route.id).toBe('escort-list');
    expect(matchRoutes(routes, '/ES/escort/Anna-1/', '/es')?.at(-1)?.route.id).toBe('escort-profile');
  });

  it('sends every other path to the splat route, which the guard answers with 404', () => {
    const routes = createRoutes();
    expect(matchRoutes(routes, '/a/b/c/d', '/')?.at(-1)?.route.id).toBe('not-found');
  });

  it("renders a page on the server through its branch alone: the same matches, by the full tree's ids, as the whole tree gives", () => {
    const routes = createRoutes();
    for (const { locale, route, path } of everyRouteInEveryLanguage()) {
      const ids = (tree: RouteObject[]) => matchRoutes(tree, path, basenameOf(locale))?.map((m) => m.route.id);
      expect(ids(pageBranch(routes, route.id)), `${locale} ${path}`).toEqual(ids(routes));
    }
    // A path of no page: the branch of none is the splat route, as in the whole tree.
    expect(matchRoutes(pageBranch(routes, null), '/a/b/c/d', '/')?.map((m) => m.route.id)).toEqual(['root', 'not-found']);
    expect(pageBranch(routes, 'login')[0]?.children?.map((c) => c.id)).toEqual(['layout-registration', 'not-found']);
  });
});
