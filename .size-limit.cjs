/**
 * `npm run size` (after `npm run build`): the bundle budgets of the built package, measured like
 * tests/unit/package/size.test.ts measures the sources: gzip, dependencies and peers excluded
 * (they are shared with the app), and lazily loaded chunks (catalogs behind createI18n's dynamic
 * imports) left out of the entry that loads them, since each catalog has its own budget. A
 * catalog is measured without the shared chunk of constants it quotes (loaded with the root).
 */
const dependencies = ['zod', 'openapi-fetch', 'i18next'];
const peers = ['react', 'react-dom', '@tanstack/react-query', 'react-i18next'];
const locales = ['en', 'es', 'fr', 'de', 'it', 'cz', 'ru', 'pt', 'el'];

/**
 * The measure's esbuild config: dynamic import() targets whose path matches `lazy` are kept out of
 * the measured bundle (they load later, on demand); as Vite builds, UTF-8 output, not \u escapes
 * (which would inflate the Greek and Russian catalogs).
 */
const leavingOut = (name, lazy) => (config) => ({
  ...config,
  charset: 'utf8',
  plugins: [
    ...(config.plugins ?? []),
    {
      name,
      setup(build) {
        build.onResolve({ filter: lazy }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
      },
    },
  ],
});

/** What an app loads up front: every dynamic import left out. */
const upFrontOnly = leavingOut('up-front-only', /.*/);
/**
 * What an app has loaded once its calls have been answered: the lazy schemas and zod counted too,
 * only the tolerant reading of a broken answer left out (it loads the first time one fails).
 */
const afterCalls = leavingOut('after-calls', /tolerate/);

/** For a catalog: the shared chunk it imports (the constants it quotes) came with the root entry already. */
const catalogOnly = (config) => {
  const next = upFrontOnly(config);
  next.plugins.push({
    name: 'shared-chunks-loaded',
    setup(build) {
      build.onResolve({ filter: /\/chunk-[A-Z0-9]+\.js$/ }, (args) => ({ path: args.path, external: true }));
    },
  });
  return next;
};

const entry = (name, path, limit, ignore = dependencies, modifyEsbuildConfig = upFrontOnly) => ({
  name, path, limit, gzip: true, ignore, modifyEsbuildConfig,
});

/**
 * An app's bundle with one client made: zod/mini and openapi-fetch counted, peers not.
 * Up front (zod and the schemas load on the first call), and once its calls are answered.
 */
const app = (name, path, importName, limit, modifyEsbuildConfig = upFrontOnly) => ({
  name, path, import: `{ ${importName} }`, limit, gzip: true, ignore: peers, modifyEsbuildConfig,
});

module.exports = [
  app('app with createPortalClient, up front (openapi-fetch included)', 'sdk/dist/index.js', 'createPortalClient', '15 kB'),
  app('app with createPortalClient, after its calls (zod/mini, schemas)', 'sdk/dist/index.js', 'createPortalClient', '40 kB', afterCalls),
  app('app with createListingClient, up front (openapi-fetch included)', 'sdk/dist/listing.js', 'createListingClient', '10 kB'),
  app('app with createListingClient, after its call (zod/mini, schema)', 'sdk/dist/listing.js', 'createListingClient', '25 kB', afterCalls),
  entry('listing entry (client; its schema loads on the first call)', 'sdk/dist/listing.js', '12 kB'),
  entry('root entry', 'sdk/dist/index.js', '40 kB'),
  entry('queries entry (no React)', 'sdk/dist/queries.js', '3 kB'),
  entry('i18n entry (i18next runtime)', 'sdk/dist/i18n.js', '5 kB'),
  entry('react entry', 'sdk/dist/react.js', '20 kB', [...dependencies, ...peers]),
  // For tests and development only (msw, its optional peer, not counted): the seed's generators and texts.
  entry('mocks entry (MSW handlers, seed, scenarios; msw excluded)', 'sdk/dist/mocks.js', '70 kB', [...dependencies, 'msw']),
  ...locales.map((locale) => entry(`catalog ${locale}`, `sdk/dist/i18n/${locale}.js`, '8 kB', dependencies, catalogOnly)),
];
