import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'ui/site/server');
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gm;

/** The site server's modules (ui/site/server and the render pipeline under it). */
function serverModules(dir: string = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a module imports among the server's own modules (value and type imports alike). */
function localImports(file: string, within: ReadonlySet<string>): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec!);
    const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    return target && within.has(target) ? [target] : [];
  });
}

/** Each import circle, as the files around it. */
function circles(files: readonly string[]): string[][] {
  const within = new Set(files);
  const graph = new Map(files.map((file) => [file, localImports(file, within)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => relative(ROOT, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('the site server’s modules', () => {
  it('import one another without a circle (a circle makes load order decide what is defined)', () => {
    expect(circles(serverModules())).toEqual([]);
  });
});
