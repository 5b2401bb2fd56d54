import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UrlAdapter } from '@portal/sdk/react';

/**
 * The site's UrlAdapter: react-router's search params. The router re-renders the page on every
 * URL change (links, back/forward), so no `subscribe` is needed. `preventScrollReset` keeps the
 * page where it is when a filter changes.
 */
export function useSearchParamsAdapter(): UrlAdapter {
  const [searchParams, setSearchParams] = useSearchParams();
  return useMemo<UrlAdapter>(
    () => ({
      read: () => new URLSearchParams(searchParams),
      write: (params, { replace }) => setSearchParams(params, { replace, preventScrollReset: true }),
    }),
    [searchParams, setSearchParams],
  );
}
