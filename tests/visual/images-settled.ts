/**
 * The images of a shot have loaded (or failed: a story of a broken photo), so none pops in
 * mid-shot, waiting no longer than `limitMs`. One the browser will not load yet is not waited for:
 * a lazy one outside the frame (a carousel's slide beyond its edge, a card below the shot) or a
 * hidden one waits for a scroll that never comes, and only cost the shot its whole limit.
 *
 * Runs in the browser: the story shots call it, and the key pages' shots hand it to Playwright's
 * `page.evaluate`, which sends its source text, so it refers to nothing outside itself.
 */
export async function imagesSettled(limitMs: number, root: ParentNode = document): Promise<void> {
  const loadsNow = (img: HTMLImageElement) => {
    if (!img.checkVisibility()) return false;
    if (img.loading !== 'lazy') return true;
    const box = img.getBoundingClientRect();
    return box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
  };
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete && loadsNow(img));
  const loaded = Promise.all(pending.map((img) => img.decode().catch(() => undefined)));
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, limitMs))]);
}
