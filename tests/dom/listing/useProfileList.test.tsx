import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearScenarios, resetStore, server, setScenarios } from '../../../mocks/node';
import { PAGE_SIZE } from '../../../schemas/constants';
import type { ProfileFilters } from '../../../schemas/filters';
import { createPortalClient } from '../../../sdk/client';
import { createQueryClient, PortalClientProvider } from '@portal/sdk/react';
import { useProfileList } from '../../../sdk/react/listing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetStore();
  clearScenarios();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(initial: { filters: ProfileFilters; page: number }) {
  const client = createPortalClient({ baseUrl: 'http://localhost', locale: 'en', getToken: () => null });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <PortalClientProvider client={client}>{children}</PortalClientProvider>
    </QueryClientProvider>
  );
  return renderHook((props: { filters: ProfileFilters; page: number }) => useProfileList(props.filters, props.page), { wrapper, initialProps: initial });
}

describe('useProfileList', () => {
  it('loads a page of at most 40 profiles with its pagination meta', async () => {
    const { result } = setup({ filters: {}, page: 1 });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.profiles.length).toBeGreaterThan(0);
    expect(result.current.profiles.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(result.current.meta).toMatchObject({ page: 1, per_page: PAGE_SIZE });
    expect(result.current.profiles.every((p) => p.age >= 18)).toBe(true);
  });

  it('keeps the previous results on screen while the next page loads', async () => {
    const { result, rerender } = setup({ filters: {}, page: 1 });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const firstIds = result.current.profiles.map((p) => p.id);
    act(() => rerender({ filters: {}, page: 2 }));
    expect(result.current.profiles.map((p) => p.id)).toEqual(firstIds);
    expect(result.current.isUpdating).toBe(true);
    await waitFor(() => expect(result.current.meta?.page).toBe(2));
    expect(result.current.isUpdating).toBe(false);
  });

  it('reports an error when the API is down, and can retry', async () => {
    setScenarios('down');
    const { result } = setup({ filters: { age_min: 25 }, page: 1 });
    await waitFor(() => expect(result.current.isError).toBe(true));
    clearScenarios();
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.isError).toBe(false));
    expect(result.current.profiles.every((p) => p.age >= 25)).toBe(true);
  });
});
