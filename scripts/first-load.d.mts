/** Types of first-load.mjs (plain ESM, run by Node without a build step). */
import type { Browser, BrowserContextOptions } from 'playwright-core';

export interface MeasuredScript {
  readonly url: string;
  /** gzip level 9 of the served bytes. */
  readonly gzip: number;
}
export interface IdleScript extends MeasuredScript {
  /** When the page asked for it (performance.now, ms), or null if it had not by the end of the wait. */
  readonly requestedAtMs: number | null;
}
export interface FirstLoad {
  readonly path: string;
  readonly hydratedAtMs: number;
  /** Every script requested before the hydrated mark. */
  readonly scripts: readonly MeasuredScript[];
  readonly gzip: number;
  readonly idle: { readonly scripts: readonly IdleScript[]; readonly gzip: number; readonly early: readonly string[] };
}
export declare const kb: (bytes: number) => number;
export declare function measureFirstLoad(browser: Browser, siteUrl: string, path: string, contextOptions?: BrowserContextOptions): Promise<FirstLoad>;
export declare function pagePaths(siteUrl: string): Promise<Record<string, string>>;
export declare function returningGuest(
  siteUrl: string,
  cookie: { readonly name: string; readonly value: string },
  device: { readonly userAgent: string; readonly viewport: { readonly width: number; readonly height: number } },
): BrowserContextOptions;
