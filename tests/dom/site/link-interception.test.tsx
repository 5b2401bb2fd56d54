import { fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkInterception } from '../../../ui/site/shell/use-link-interception';

/**
 * The site's links are plain anchors; the shell's one listener on the document makes a click on a
 * link to a page of the visitor's language a client navigation (a browser router, as in the site).
 */
function Shell() {
  useLinkInterception('en');
  return <Outlet />;
}

function Links({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <a href="/escort">Escorts</a>
      <a href="/de/escort">Escorts in German</a>
      <a href="/escort" target="_blank">Escorts in a new tab</a>
      <a href="https://example.org/escort">Elsewhere</a>
    </>
  );
}

function renderSite() {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([
    { path: '/', Component: Shell, children: [
      { index: true, element: <Links title="Home" /> },
      { path: 'escort', element: <Links title="Listing" /> },
    ] },
  ]);
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Clicks and reports whether the site took the click over; a click it leaves is stopped here (jsdom cannot load documents). */
function clickTakenOver(link: HTMLElement, init?: MouseEventInit): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  try {
    fireEvent.click(link, init);
  } finally {
    document.removeEventListener('click', after);
  }
  return taken;
}

describe('links of the site (useLinkInterception)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('a link to a page of this language is a client navigation', async () => {
    const { router } = renderSite();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(clickTakenOver(screen.getByRole('link', { name: 'Escorts' }))).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeTruthy();
    expect(window.location.pathname).toBe('/escort');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a link to the page the visitor is on replaces the history entry, as a router link does', async () => {
    const { router } = renderSite();
    await screen.findByRole('heading', { name: 'Home' });
    clickTakenOver(screen.getByRole('link', { name: 'Escorts' }));
    await screen.findByRole('heading', { name: 'Listing' });
    const entries = window.history.length;
    expect(clickTakenOver(screen.getByRole('link', { name: 'Escorts' }))).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.history.length).toBe(entries);
  });

  it.each([
    ['another language', 'Escorts in German', undefined],
    ['a new tab', 'Escorts in a new tab', undefined],
    ['another site', 'Elsewhere', undefined],
    ['a ctrl-click', 'Escorts', { ctrlKey: true }],
    ['a middle click', 'Escorts', { button: 1 }],
  ] as const)('%s is left to the browser', async (_, name, init) => {
    renderSite();
    await screen.findByRole('heading', { name: 'Home' });
    expect(clickTakenOver(screen.getByRole('link', { name }), init)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(window.location.pathname).toBe('/');
  });
});
