import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { decodePng, encodePng } from './png';
import { STORY_BASELINES_DIR } from './screenshot-names';

/**
 * The storybook project's global set-up: after a run, every baseline the run wrote (a new story's,
 * or all changed ones with `--update`) is written again by tests/visual/png.ts at zlib level 9
 * (lossless: the same pixels, a third to a half smaller than Vitest's writer). A baseline that
 * matched is left as it was, so an unchanged story never shows up in a diff.
 */
export default function setup(): () => void {
  const startedAt = Date.now();
  return () => {
    const dir = resolve(STORY_BASELINES_DIR);
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.png'));
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).mtimeMs < startedAt) continue;
      const written = readFileSync(path);
      const smaller = encodePng(decodePng(written));
      if (smaller.length < written.length) writeFileSync(path, smaller);
    }
  };
}
