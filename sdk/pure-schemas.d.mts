/** Types of pure-schemas.mjs (plain ESM: the SDK's tsup build and the site's Vite build load it). */
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export declare const SCHEMA_SOURCES: RegExp;
export declare function markSchemasPure(source: string, fileName: string): string | null;
export declare function pureSchemasEsbuild(): EsbuildPlugin;
export declare function pureSchemasVite(): VitePlugin;
