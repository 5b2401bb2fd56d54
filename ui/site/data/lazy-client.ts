/**
 * A stand-in for the SDK client whose real implementation is loaded on first use. The SDK client
 * validates every answer with the zod schemas, which are large; the first page needs none of it
 * (its data comes in the server payload), so the browser fetches that code only when a page
 * actually asks the API something. Every `client.group.fn(...)` call returns the real call's
 * promise once the module is in.
 */
type AnyFn = (...args: unknown[]) => unknown;

/**
 * `load`, run once and its promise shared by every caller; a failed load (a chunk lost to a
 * deploy, a network blip) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

export function lazyClient<C extends object>(load: () => Promise<C>, eager: Partial<C> = {}): C {
  const real = loadOnce(load);
  const groups = new Map<PropertyKey, unknown>();
  return new Proxy(eager as C, {
    // Every group of the real client is there (`'payments' in client`), before and after it loads:
    // the SDK's provider tells a full client from a listing client this way.
    has(target, group) {
      return group in target || (typeof group === 'string' && group !== 'then');
    },
    get(target, group) {
      if (group in target) return (target as Record<PropertyKey, unknown>)[group];
      // Not a thenable: `await client` must not treat the proxy as a promise.
      if (typeof group === 'symbol' || group === 'then') return undefined;
      let facade = groups.get(group);
      if (!facade) {
        facade = new Proxy(
          {},
          {
            get(_, fn) {
              if (typeof fn === 'symbol' || fn === 'then') return undefined;
              return (...args: unknown[]) =>
                real().then((c) => ((c as Record<string, Record<string, AnyFn>>)[group]![fn]!)(...args));
            },
          },
        );
        groups.set(group, facade);
      }
      return facade;
    },
  });
}
