import { FILTER_KEYS } from '../../url/listing-query';

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

export interface HistoryAdapterOptions {
  /**
   * A prefix for the listing's keys in the address bar (`portal_` gives `?portal_city_id=6`), so a
   * listing embedded in another site's page never takes a parameter of that page for its own.
   * Without one, the listing's keys are its filters' and `page` (FILTER_KEYS).
   */
  prefix?: string;
}

/**
 * The browser's address bar through `window.history`: a listing embedded in another site keeps its
 * filters and page in that site's URL (shareable, restored by Back and Forward), like a search
 * widget's "routing". The page's other parameters stay as they are. Safe to create on a server:
 * there it reads an empty query and writes nothing.
 */
export function createHistoryAdapter({ prefix = '' }: HistoryAdapterOptions = {}): UrlAdapter {
  const browser = typeof window !== 'undefined' && typeof window.history !== 'undefined';
  const owns = (key: string) => (prefix ? key.startsWith(prefix) : FILTER_KEYS.has(key));
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    read() {
      const own = new URLSearchParams();
      if (!browser) return own;
      for (const [key, value] of new URLSearchParams(window.location.search)) {
        if (owns(key)) own.append(key.slice(prefix.length), value);
      }
      return own;
    },
    write(params, { replace }) {
      if (!browser) return;
      // The page's own parameters first, as they were; then the listing's, under the prefix.
      const next = new URLSearchParams();
      for (const [key, value] of new URLSearchParams(window.location.search)) {
        if (!owns(key)) next.append(key, value);
      }
      for (const [key, value] of params) next.append(`${prefix}${key}`, value);
      const query = next.toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
      changed();
    },
    subscribe(onChange) {
      if (!browser) return () => {};
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
  };
}
