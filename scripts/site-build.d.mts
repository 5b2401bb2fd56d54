/** Types of site-build.mjs (plain ESM, run by Node without a build step). */
export declare const SERVER_BUNDLE: string;
export declare function siteBuildIsStale(): boolean;
export declare function buildSiteIfStale(): void;
