/**
 * Where the filter state lives: the address bar, through an adapter the host can swap
 * (react-router's search params on the site, `window.history` in an embedded widget, memory in
 * tests). The URL is the state; nothing else is kept.
 */
export interface UrlAdapter {
  /** The current query string. */
  read(): URLSearchParams;
  /** Replaces the query string; `replace` keeps the change out of the back-button history. */
  write(params: URLSearchParams, options: { replace: boolean }): void;
  /**
   * Optional: notifies of changes made elsewhere (back/forward). Not needed when the host
   * re-renders on URL changes anyway, as a router does.
   */
  subscribe?(onChange: () => void): () => void;
}

/** An in-memory adapter: for tests, stories and server rendering without a router. */
export function createMemoryAdapter(initial: string | URLSearchParams = ''): UrlAdapter & { history: string[] } {
  let current = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  const history = [current.toString()];
  return {
    history,
    read: () => new URLSearchParams(current),
    write(params, { replace }) {
      current = new URLSearchParams(params);
      if (replace) history[history.length - 1] = current.toString();
      else history.push(current.toString());
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
