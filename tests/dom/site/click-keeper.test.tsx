import { Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isHydrated, keepClicks, stopKeepingClicks } from '../../../ui/site/shell/click-keeper';
import { lazyPart, whenPartsHydrated } from '../../../ui/site/shell/lazy-part';

/**
 * The click keeper against React's own hydration: a page whose actions are a lazy part
 * (shell/lazy-part.tsx), server-rendered, hydrated while the part's chunk is held back, clicked in
 * that gap, then given its chunk.
 */
interface ActionsProps {
  onLike: () => void;
  onFavourite: () => void;
}

function Actions({ onLike, onFavourite }: ActionsProps) {
  const [adult, setAdult] = useState(false);
  return (
    <>
      <button type="button" onClick={onLike}>Like</button>
      <button type="button" onClick={onFavourite}>Favourite</button>
      <a href="#reviews">Reviews</a>
      <label>
        <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} /> Verified
      </label>
    </>
  );
}

function Page({ Part, ...props }: ActionsProps & { Part: ComponentType<ActionsProps> }) {
  return (
    <main>
      <Part {...props} />
    </main>
  );
}

/** What the server sends: the part rendered in its boundary like the rest of the page. */
function ServerPart(props: ActionsProps) {
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}

let root: Root | undefined;

beforeAll(() => {
  // Hydration here runs as in a browser, on its own schedule, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  stopKeepingClicks();
  root?.unmount();
  document.body.replaceChildren();
});

/** Server HTML hydrated with the part's chunk held back until `release()`. */
async function hydrateWithHeldChunk() {
  const props = { onLike: vi.fn(), onFavourite: vi.fn() };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Part={ServerPart} {...props} />);
  document.body.append(container);
  let release!: () => void;
  const chunk = new Promise<ComponentType<ActionsProps>>((resolve) => (release = () => resolve(Actions)));
  const Part = lazyPart(() => chunk);
  keepClicks();
  root = hydrateRoot(container, <Page Part={Part} {...props} />);
  const main = container.querySelector('main')!;
  await vi.waitFor(() => expect(isHydrated(main)).toBe(true));
  const like = container.querySelector<HTMLButtonElement>('button')!;
  expect(like.textContent).toBe('Like');
  expect(isHydrated(like)).toBe(false);
  /** Every part hydrated: what SiteProviders does then. */
  const partsHydrated = new Promise<void>((resolve) => whenPartsHydrated(resolve)).then(stopKeepingClicks);
  return { ...props, container, like, release, partsHydrated };
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;

describe('click keeper', () => {
  it('plays a click on a control of a part not hydrated yet once, when the part has hydrated', async () => {
    const page = await hydrateWithHeldChunk();
    page.like.click();
    expect(page.onLike).not.toHaveBeenCalled();
    page.release();
    await page.partsHydrated;
    await vi.waitFor(() => expect(page.onLike).toHaveBeenCalledTimes(1));
    expect(page.onFavourite).not.toHaveBeenCalled();
    // Afterwards clicks go straight to React.
    page.like.click();
    expect(page.onLike).toHaveBeenCalledTimes(2);
  });

  it('keeps only the last click: a double tap likes once, a change of mind only favourites', async () => {
    const page = await hydrateWithHeldChunk();
    page.like.click();
    page.like.click();
    button(page.container, 'Favourite').click();
    page.like.click();
    button(page.container, 'Favourite').click();
    page.release();
    await page.partsHydrated;
    await vi.waitFor(() => expect(page.onFavourite).toHaveBeenCalledTimes(1));
    expect(page.onLike).not.toHaveBeenCalled();
  });

  it('does not toggle a checkbox before its part hydrates, then toggles it once', async () => {
    const page = await hydrateWithHeldChunk();
    const checkbox = page.container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
    checkbox.click();
    expect(checkbox.checked).toBe(false);
    page.release();
    await page.partsHydrated;
    await vi.waitFor(() => expect(checkbox.checked).toBe(true));
  });

  it('leaves a link alone: its native navigation works before hydration', async () => {
    const page = await hydrateWithHeldChunk();
    const link = page.container.querySelector('a')!;
    expect(isHydrated(link)).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    expect(link.dispatchEvent(click)).toBe(true);
    expect(click.defaultPrevented).toBe(false);
    page.release();
    await page.partsHydrated;
  });

  it('drops a kept click whose control left the page before it hydrated', async () => {
    const page = await hydrateWithHeldChunk();
    page.like.click();
    const detached = page.like.cloneNode(true) as HTMLButtonElement;
    page.like.replaceWith(detached);
    stopKeepingClicks();
    expect(page.onLike).not.toHaveBeenCalled();
    // Put the server's button back so React can hydrate and unmount the page.
    detached.replaceWith(page.like);
    page.release();
    await page.partsHydrated;
    expect(page.onLike).not.toHaveBeenCalled();
  });
});
