/**
 * A value loaded on first use, once (a module the SDK imports dynamically, or what it reads from
 * one): concurrent first uses share one promise and later uses get the settled one. A load that
 * fails is forgotten, so the next use tries again (a chunk request the network dropped) rather than
 * failing the same way for as long as the page lives.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
