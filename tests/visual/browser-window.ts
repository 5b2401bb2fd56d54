import type { BrowserCommand } from 'vitest/node';

/**
 * A browser command (runs in Node, beside Playwright): sets the browser window (the page that
 * holds Vitest's tester frame) to at least the given size. Vitest scales its frame down to fit
 * the window, and a scaled frame gives a smaller, blurred screenshot; a story taller than the
 * screen is shot with the frame (and so the window) as tall as the story.
 */
export const fitBrowserWindow: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (context.provider.name !== 'playwright') throw new Error('fitBrowserWindow needs the Playwright provider');
  // A margin for the orchestrator page's own frame around the tester.
  await context.page.setViewportSize({ width: width + 32, height: height + 32 });
};

