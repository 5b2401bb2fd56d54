/** Types of package-build.mjs (plain ESM, run by Node without a build step). */
export declare const PACKS_DIR: string;
export interface PackedTarballs {
  readonly sdk: string;
  readonly widgets: string;
}
export declare function preparePackages(log?: (message: string) => void): PackedTarballs;
