import type { Plugin } from 'vite';

interface Trim {
  /** The library module the trim applies to. */
  readonly id: RegExp;
  /** What must be there (an upgrade that changes it stops the build rather than keeping the code). */
  readonly find: RegExp;
  readonly replace: string;
}

/**
 * Library code the bundler must keep but the site never runs, left out of the client build (every
 * page's shell carried it; ui/site/server/router-trim-plugin.ts does the same for React Router):
 * - i18next's built-in formatter (its `Formatter` class, the format-string parser and the cached
 *   Intl formatters, 0.7 kB gzip): `init` falls back to it when no formatter module was
 *   registered, and the site's one i18next instance (sdk/i18n/createI18n.ts) always registers its
 *   own. Without the fallback an instance with no formatter formats nothing (i18next checks for one).
 * - TanStack Query's infinite-query behaviour (the page fetching of `useInfiniteQuery` and
 *   `fetchInfiniteQuery`, 0.5 kB gzip): a query builds it when its type is 'infinite', which only
 *   those APIs set; the site and the SDK use none. Such a query would now fail with an error
 *   saying so.
 * Client build only: the server's bundle is not downloaded.
 */
const TRIMS: readonly Trim[] = [
  {
    id: /node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/,
    find: /\n(\s*)formatter = Formatter;\n/,
    replace: '\n$1formatter = undefined;\n',
  },
  {
    id: /node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/,
    find: /^import \{ infiniteQueryBehavior \} from "\.\/infiniteQueryBehavior\.js";$/m,
    replace:
      'const infiniteQueryBehavior = () => { throw new Error("Infinite queries are left out of the site\'s client build (ui/site/server/library-trim-plugin.ts)"); };',
  },
];

export function libraryTrimPlugin(): Plugin {
  return {
    name: 'portal:library-trim',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform: {
      filter: { id: TRIMS.map((trim) => trim.id) },
      handler(code, id) {
        const trim = TRIMS.find((candidate) => candidate.id.test(id));
        if (!trim) return null;
        if (!trim.find.test(code)) this.error(`library-trim-plugin: ${id} no longer has ${trim.find} (an upgrade?): review the trim`);
        return { code: code.replace(trim.find, trim.replace), map: null };
      },
    },
  };
}
