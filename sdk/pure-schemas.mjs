import ts from 'typescript';

/**
 * Lets bundlers drop the schemas an app does not use (a listing widget needs the listing
 * schemas, not the review, payment and settings ones). A schema is built by method calls
 * (`z.string().check(...)`, `z.extend(...)`), which a bundler must assume have side effects, so
 * every schema module would be kept whole. Built here, each top-level `const X = <expression that calls>` of
 * schemas/ (a schema, a table of operations) becomes `const X = /* @__PURE__ *\/ (() => (<call>))()`: the same value, built at the
 * same moment, but marked as free of side effects, so an unused one is dropped (esbuild, Rollup,
 * webpack and Vite all honour the annotation). Statements that are not declarations (the
 * contract's global zod config) are left as they are and kept.
 *
 * Used by the SDK's build (./tsup.config.ts, beside it) and the site's (vite.config.ts).
 */
export const SCHEMA_SOURCES = /[\\/]schemas[\\/](?!constants[\\/]).*\.ts$/;

/** Whether evaluating the expression calls something (outside the functions it defines). */
function buildsSomething(node) {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, (child) => buildsSomething(child) || undefined) ?? false;
}

/** The source with each top-level const whose value is built by calls wrapped as a pure IIFE, or null when nothing changed. */
export function markSchemasPure(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !buildsSomething(init)) continue;
      edits.push([init.getStart(file), init.getEnd()]);
    }
  }
  if (edits.length === 0) return null;
  let out = source;
  for (const [start, end] of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

/** The esbuild plugin (tsup's `esbuildPlugins`). */
export const pureSchemasEsbuild = () => ({
  name: 'pure-schemas',
  setup(build) {
    // esbuild's filters are Go regular expressions (no lookahead): narrowed in the callback.
    build.onLoad({ filter: /[\\/]schemas[\\/].*\.ts$/ }, async (args) => {
      if (!SCHEMA_SOURCES.test(args.path)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      return { contents: markSchemasPure(source, args.path) ?? source, loader: 'ts' };
    });
  },
});

/** The Vite plugin. */
export const pureSchemasVite = () => ({
  name: 'pure-schemas',
  enforce: 'pre',
  transform(code, id) {
    if (!SCHEMA_SOURCES.test(id.split('?')[0])) return null;
    const out = markSchemasPure(code, id);
    return out === null ? null : { code: out, map: null };
  },
});
