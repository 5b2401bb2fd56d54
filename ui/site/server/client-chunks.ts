import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { VALIDATION_CHUNK } from './assets';
import { isSiteClientBuild } from './build-plugin';

/**
 * The client build's chunks, declared by entry: each chunk names the modules it starts from (its
 * roots) and takes what they import statically, as the bundler follows the import graph after
 * tree-shaking (the unused exports of an index.ts lead nowhere). A file's chunk follows from who
 * imports it: a helper moved to another folder stays with the component that uses it; a root that
 * is moved or renamed stops the build (`checkChunkRoots`).
 *
 * In order (the first chunk that reaches a module takes it):
 * - `framework`: React, which every page needs at once (one file, one gzip dictionary);
 * - the entry (ui/site/entry-client.tsx) keeps what it imports itself: it must not wait for the app;
 * - `shell`: the app the entry imports after the first paint (ui/site/hydrate.tsx), as one chunk
 *   rather than a dozen small ones, with what it uses of the router, i18next and TanStack Query; its lazy parts (dialogs, the browser client) are dynamic
 *   imports and keep their own chunks;
 * - the chunks of SHARED_CHUNKS: what several pages show;
 * - the chunks of PART_CHUNKS: a page kind's lazy parts, which its page hydrates right after itself,
 *   as one chunk (members only, not their dependencies);
 * - `validation` (VALIDATION_CHUNK): zod and the schemas built with it, which only the API client
 *   and the forms need. Not among the idle modules (ui/site/server/assets.ts): the client loads it
 *   (`preloadSchemas`) at the visitor's first intent, so what a page preloads when idle stays small;
 * - everything else is the bundler's own splitting: one chunk per page (the route table's lazy
 *   imports, ui/site/pages.ts) and one per lazy part.
 */
export interface ChunkDeclaration {
  readonly name: string;
  /** Repository paths of the modules the chunk starts from. */
  readonly roots: readonly string[];
}

/** zod, and a schema module that builds zod schemas (the validation chunk's members). */
const ZOD = /node_modules[\\/]zod[\\/]/;
const BUILDS_ZOD = /^import\s+(?!type\b)[^;]*from\s+'zod(?:\/mini)?'/m;
const SCHEMAS = /[\\/]schemas[\\/](?!constants[\\/]).*\.ts$/;
const buildsZod = new Map<string, boolean>();
function isValidation(id: string): boolean {
  if (ZOD.test(id)) return true;
  if (!SCHEMAS.test(id) || id.includes('node_modules')) return false;
  let yes = buildsZod.get(id);
  if (yes === undefined) {
    try {
      yes = BUILDS_ZOD.test(readFileSync(id, 'utf8'));
    } catch {
      yes = false;
    }
    buildsZod.set(id, yes);
  }
  return yes;
}

/**
 * React itself, which every page loads before it hydrates. The router, i18next and TanStack Query
 * are taken by the shell's group instead, which follows what the app imports statically: a group
 * that took every module of those packages also took what only later pages use (useMutation,
 * useQueries and their observers, the router's forms and fetchers), 1.9 kB gzip that every first
 * load carried.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;

/**
 * What the pages take from the app besides the shell itself: the services hook, the route
 * categories, the permission rules every page area reads and the SDK's query definitions with their
 * hook (every page's data; the shell itself reads none since the header's balance is a lazy part).
 */
const SHELL_FOR_PAGES = ['ui/site/data/use-services.ts', 'sdk/routes/categories.ts', 'sdk/session-store/permissions.ts', 'sdk/react/hooks.ts'];

/**
 * What pages share, from the most widely used down. A helper two of these chunks import belongs to
 * `kit` (else a page would load a whole chunk for it): the budgets in bench/budgets.json catch a miss.
 */
export const SHARED_CHUNKS: readonly ChunkDeclaration[] = [
  // The primitives most pages show, the page kit's class names and the helpers the cards, the
  // profile and the home page's slider share: one chunk rather than many tiny ones.
  {
    name: 'kit',
    roots: [
      'ui/components/Button/Button.tsx',
      'ui/components/VisuallyHidden/VisuallyHidden.tsx',
      'ui/components/Badges/Badges.tsx',
      'ui/components/Badges/badgesOf.ts',
      'ui/components/SponsoredLabel/SponsoredLabel.tsx',
      'ui/components/SponsoredLabel/sponsored.ts',
      'ui/components/internal/format.ts',
      'ui/components/internal/useCarousel.ts',
      // The reader's Intl locale: the filter panel and a profile's later parts read it (a file of its own otherwise).
      'ui/components/internal/useIntlLocale.ts',
      'ui/site/page-kit/page-kit.module.css',
      // Not the hook that waits for a catalog section (ui/components/internal/useSection.ts): it is
      // a file of its own, which a profile loads with its later parts and home and the listings
      // only once they are interactive (in kit it weighed on the listing's first load).
      // The list a profile was opened from: the listing writes it into its links, the profile reads it.
      'ui/site/data/listing-context.ts',
    ],
  },
  // The card grid and the profile card: the home page, the listings, a profile's nearby girls.
  // The card itself with its markers: home's rows, listings and a profile's nearby girls show it.
  { name: 'cards', roots: ['ui/components/CardGrid/CardGrid.tsx', 'ui/components/ProfileCard/ProfileCard.tsx', 'ui/site/data/profile-cards.ts'] },
  // A profile listing (escort, trans, web cam, onlyfans) and what any list of results shows around
  // its cards (busy, empty, failed, its pages): the other pages with a list (reviews, stories,
  // wallet, business lists) load the listing's 1.7 kB too.
  {
    name: 'listing',
    roots: [
      'ui/site/page-kit/ProfileListing.tsx',
      'ui/components/EmptyState/EmptyState.tsx',
      'ui/components/ErrorState/ErrorState.tsx',
      'ui/components/Spinner/Spinner.tsx',
      'ui/components/Pagination/Pagination.tsx',
    ],
  },
  // What a public profile and a business page show at the top: the photos, the contact button, their class names.
  { name: 'detail-media', roots: ['ui/components/Gallery/Gallery.tsx', 'ui/components/ContactReveal/ContactReveal.tsx', 'ui/site/page-kit/detail.module.css'] },
  // A public profile's data and top (its previous/next links) always load together.
  { name: 'profile-detail', roots: ['ui/site/page-kit/ProfileDetail.tsx', 'ui/site/page-kit/ProfileView.tsx'] },
];

/**
 * A chunk of a page's lazy parts (shell/lazy-part.tsx): what a page hydrates right after itself and
 * waits for before it marks itself interactive. `members` are the repository folders and files of
 * the parts (their roots, which the page imports dynamically) and of what only they use; the
 * chunk takes exactly these, not their dependencies, so a form elsewhere that shares a helper
 * with a part does not load the part with it. A member that some code imports dynamically (a
 * dialog opened on a click) keeps its own lazy chunk.
 */
export interface PartChunkDeclaration {
  readonly name: string;
  readonly members: readonly string[];
}

/**
 * The parts of a page kind, one chunk instead of one per part (and per component folder): they are
 * all asked for while the page hydrates, and in one file they share one gzip dictionary and no
 * import glue (0.8 kB gzip less on a listing and on a profile).
 */
export const PART_CHUNKS: readonly PartChunkDeclaration[] = [
  // A profile listing's filter panel (LazyFilterPanel.tsx).
  { name: 'listing-parts', members: ['ui/components/FilterPanel/'] },
  // Its name and city search with sorting, a later part (asked for once the listing is interactive;
  // home's city search uses it too).
  {
    name: 'listing-search',
    members: ['ui/components/CitySearch/', 'ui/components/ListingToolbar/', 'ui/site/page-kit/ListingSearch.tsx'],
  },
  // A profile's or a business page's like, favourite and report buttons with their reviews area,
  // and its full-screen photos, sharing and contact bar.
  {
    name: 'detail-parts',
    members: [
      'ui/site/page-kit/DetailInteractions.tsx',
      'ui/components/account/LikeButton/',
      'ui/components/account/FavoriteButton/',
      'ui/components/account/ReportButton/',
      'ui/components/account/internal/useOptimisticToggle.ts',
      // Not the restriction notice and the account messages (internal/wording.ts): the buttons load
      // them after a press.
      'ui/components/account/internal/lazy-wording.ts',
      'ui/site/page-kit/VisitorParts.tsx',
      'ui/components/PhotoViewer/',
      'ui/components/ShareButton/',
      'ui/components/ContactBar/',
    ],
  },
];

export interface ClientChunksOptions {
  /** The repository root (module ids are absolute paths). */
  readonly root: string;
  /** The client entry and the app it imports once the server HTML has painted, as repository paths. */
  readonly entry: string;
  readonly app: string;
  readonly shared?: readonly ChunkDeclaration[];
  readonly parts?: readonly PartChunkDeclaration[];
}

/**
 * Who imports each module dynamically, by build (the options object vite.config.ts passes to both
 * functions below): `checkChunkRoots` records it once the module graph is complete, before the
 * bundler makes chunks and asks the part chunks' tests.
 */
const dynamicImportersOf = new WeakMap<ClientChunksOptions, Map<string, readonly string[]>>();
function dynamicImporters(options: ClientChunksOptions): Map<string, readonly string[]> {
  let byId = dynamicImportersOf.get(options);
  if (!byId) dynamicImportersOf.set(options, (byId = new Map()));
  return byId;
}

/** Whether a module id is one of the members (folders end with a slash) under the root. */
function memberTest(root: string, members: readonly string[]): (id: string) => boolean {
  // `join` keeps a folder's trailing separator.
  const paths = members.map((member) => join(root, member));
  return (id) => paths.some((path) => (path.endsWith(sep) ? id.startsWith(path) : id === path));
}

/** Every declared chunk, the shell first. */
export const declaredChunks = ({ app, shared = SHARED_CHUNKS }: Pick<ClientChunksOptions, 'app' | 'shared'>): ChunkDeclaration[] => [
  { name: 'shell', roots: [app, ...SHELL_FOR_PAGES] },
  ...shared,
];

/** The `output.codeSplitting.groups` of the client build (one set per build: it keeps state). */
export function clientChunkGroups(options: ClientChunksOptions): Rolldown.CodeSplittingGroup[] {
  const abs = (path: string) => join(options.root, path);
  const entry = abs(options.entry);
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'framework', test: FRAMEWORK },
    // Before the shell, which would take it with its dependencies:
    // The API's §8 texts as one table: what reads the whole table (the API client's errors, the
    // account forms) comes later than the first load; a page's first scripts read the few they
    // show as single constants, written where they are used.
    { name: 'api-messages', test: (id: string) => id === abs('schemas/constants/messages.ts'), includeDependenciesRecursively: false },
    // Named like the entry's own chunk, into which the bundler merges it; its dependencies are the
    // ones left after tree-shaking, so a constant imported from @portal/sdk does not bring the
    // modules the barrel re-exports (the API client, zod) into the entry.
    { name: 'entry-client', test: (id: string) => id === entry, includeDependenciesRecursively: true },
    ...declaredChunks(options).map(({ name, roots }) => {
      const ids = new Set(roots.map(abs));
      return { name, test: (id: string) => ids.has(id), includeDependenciesRecursively: true };
    }),
    // After them: what the shell and the shared chunks need is theirs.
    ...(options.parts ?? PART_CHUNKS).map(({ name, members }) => {
      const isMember = memberTest(options.root, members);
      const importers = dynamicImporters(options);
      // A part's roots are imported dynamically by their page; a member that another member imports
      // dynamically is a lazy piece of the part (a dialog) and keeps its own chunk.
      const isLazyPiece = (id: string) => (importers.get(id) ?? []).some(isMember);
      return { name, test: (id: string) => isMember(id) && !isLazyPiece(id), includeDependenciesRecursively: false };
    }),
    // Each language's catalog with its table of section loaders: both are asked for when a page
    // starts (createI18n), one file instead of two. The SDK's own build keeps them apart (each a
    // default-only module, as CommonJS needs).
    // (The languages are read from the catalogs' folder: vite.config.ts loads this file before any
    // build of the SDK package exists.)
    ...readdirSync(abs('sdk/i18n/locales')).filter((file) => /^[a-z]{2}\.ts$/.test(file)).map((file) => file.slice(0, 2)).map((locale) => {
      const members = new Set([abs(`sdk/i18n/locales/${locale}.ts`), abs(`sdk/i18n/section-loaders/${locale}.ts`)]);
      return { name: locale, test: (id: string) => members.has(id), includeDependenciesRecursively: false };
    }),
    // Last: a schema a chunk above needs at once stays there (the budgets catch one that drags zod along).
    { name: VALIDATION_CHUNK, test: isValidation, includeDependenciesRecursively: false },
  ];
  // Earlier groups first: a module two chunks reach goes to the earlier one.
  return groups.map((group, index) => ({ ...group, priority: groups.length - index }));
}

/**
 * Stops the client build when a declared root or part member is not in it (moved or renamed), and
 * records who imports what dynamically for the part chunks' tests.
 */
export function checkChunkRoots(options: ClientChunksOptions): Plugin {
  return {
    name: 'portal:check-chunk-roots',
    apply: isSiteClientBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importers = dynamicImporters(options);
      for (const id of ids) importers.set(id, this.getModuleInfo(id)?.dynamicImporters ?? []);
      const missing = [
        ...declaredChunks(options).flatMap(({ roots }) => roots.filter((path) => !this.getModuleInfo(join(options.root, path)))),
        ...(options.parts ?? PART_CHUNKS).flatMap(({ members }) =>
          members.filter((member) => !ids.some(memberTest(options.root, [member]))),
        ),
      ];
      if (missing.length > 0) this.error(`client-chunks.ts declares chunk roots the build does not have (moved or renamed?): ${missing.join(', ')}`);
    },
  };
}
