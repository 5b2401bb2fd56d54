/** The fields the published manifest of @portal/sdk adds to the workspace's (msw, the mocks entry's optional peer). */
export declare const PUBLISHED_ONLY: {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
/** The published manifest of the workspace's sdk/package.json. */
export declare function publishedManifest<T extends object>(workspace: T): T & {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  scripts: Record<string, string>;
};
