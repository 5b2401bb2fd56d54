/** Types of site-build.mjs (plain ESM, run by Node without a build step). */
export declare const SERVER_BUNDLE: string;
export declare function siteBuildIsStale(): boolean;
export declare function buildSiteIfStale(): void;
export declare function newestMtime(path: string, skip?: RegExp): number;
export declare function isStale(markers: readonly string[], sources: readonly string[], skip?: RegExp): boolean;
