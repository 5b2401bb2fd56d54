import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The API reference (`npm run docs:api`, TypeDoc over sdk/entries with typedoc.json and tsconfig.api.json) is generated
 * from the types and their doc comments. This runs TypeDoc's JSON output into a temporary folder
 * (warnings are not errors) and checks that every published entry is in it and that the entries'
 * main exports carry a comment, so the reference says what they do.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TYPEDOC = join(ROOT, 'node_modules/typedoc/bin/typedoc');
// About 25 CPU-seconds; generous for a machine shared by several test runs.
const TYPEDOC_TIMEOUT_MS = 600_000;
const ENTRY_FILES = readdirSync(join(ROOT, 'sdk/entries')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3)).sort();

/** Per entry file (`index` is `@portal/sdk`), the exports a reader looks up first. */
const MAIN_EXPORTS: Record<string, readonly string[]> = {
  index: [
    'createPortalClient', 'PortalClient', 'PortalError', 'isPortalError', 'matchLocale', 'matchAcceptLanguage',
    'UnknownLocaleError', 'DEFAULT_RETRY_POLICY', 'routePath', 'matchRoute', 'guardRoute', 'formatMoney',
    'quotePackage', 'checkMedia',
  ],
  listing: ['createListingClient', 'ListingClient', 'resolveUrl', 'matchLocale'],
  queries: ['portalQueries', 'portalKeys', 'portalMutationKeys'],
  react: [
    'PortalClientProvider', 'usePortalClient', 'usePortalQueries', 'usePortalMutations', 'createQueryClient',
    'portalRetry', 'useSession', 'useListing', 'useFilters', 'usePagination', 'useProfileList',
  ],
  i18n: ['createI18n', 'loadCatalog', 'matchLocale', 'memoizedT'],
  schemas: ['operations', 'decodeQuery', 'encodeQuery'],
  mocks: ['handlers', 'resetMockBackend', 'setScenarios', 'seedStore', 'DEMO_ACCOUNTS'],
};

interface Comment { summary?: { text: string }[] }
interface Reflection {
  id: number;
  name: string;
  kind: number;
  target?: number;
  comment?: Comment;
  signatures?: { comment?: Comment }[];
  type?: { declaration?: { signatures?: { comment?: Comment }[] } };
  children?: Reflection[];
}

let project: Reflection;
let byId: Map<number, Reflection>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-typedoc-'));
  const out = join(dir, 'api.json');
  // The comments are on the exports themselves: two levels of their types are enough here (the
  // reference itself expands them fully), and take a fraction of the time.
  const args = ['--json', out, '--pretty', 'false', '--treatWarningsAsErrors', 'false', '--maxTypeConversionDepth', '2'];
  await promisify(execFile)(process.execPath, [TYPEDOC, ...args], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  project = JSON.parse(readFileSync(out, 'utf8')) as Reflection;
  byId = new Map();
  const walk = (r: Reflection) => {
    byId.set(r.id, r);
    r.children?.forEach(walk);
  };
  walk(project);
}, TYPEDOC_TIMEOUT_MS);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const text = (comment: Comment | undefined) => (comment?.summary ?? []).map((part) => part.text).join('').trim();

/** The comment of an export: its own, its (first documented) signature's, or, for a re-export, its target's. */
function documentation(reflection: Reflection): string {
  const target = reflection.target !== undefined ? byId.get(reflection.target) : reflection;
  if (!target) return '';
  const signatures = [...(target.signatures ?? []), ...(target.type?.declaration?.signatures ?? [])];
  return [target.comment, ...signatures.map((s) => s.comment)].map(text).find((t) => t.length > 0) ?? '';
}

describe('the API reference generated from the types (typedoc.json)', () => {
  it('has a module for every file of sdk/entries, and the main exports of each listed here', () => {
    expect(project.children?.map((m) => m.name).sort()).toEqual(ENTRY_FILES);
    expect(Object.keys(MAIN_EXPORTS).sort()).toEqual(ENTRY_FILES);
  });

  it.each(Object.entries(MAIN_EXPORTS))("documents the main exports of the '%s' entry", (entry, names) => {
    const module = project.children?.find((m) => m.name === entry);
    const undocumented = names.filter((name) => {
      const reflection = module?.children?.find((c) => c.name === name);
      return !reflection || documentation(reflection) === '';
    });
    expect(undocumented, `exports of sdk/entries/${entry}.ts without a doc comment (or missing)`).toEqual([]);
  });
});
