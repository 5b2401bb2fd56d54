import type { TestProject } from 'vitest/node';
import { preparePackages } from '../../../scripts/package-build.mjs';
import type { PackedTarballs } from '../../../scripts/package-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed @portal/sdk and @portal/widgets, built and packed once for the package tier. */
    packedTarballs: PackedTarballs;
  }
}

/**
 * Once per package-tier run, before any file: the SDK and the widgets are built when stale and
 * packed (scripts/package-build.mjs); every file installs these tarballs instead of building its own.
 */
export default function setup(project: TestProject): void {
  project.provide('packedTarballs', preparePackages((message) => console.info(message)));
}
