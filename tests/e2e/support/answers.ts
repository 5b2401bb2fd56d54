import type { Page, Response } from 'playwright-core';

/**
 * The answer to the page's next `method` call whose path matches: start waiting before the click
 * that makes it. A like or a favourite shows its new state before the server has it (optimistic),
 * so a test that reloads or leaves the page right after would cut the call off on a busy machine.
 */
export function nextAnswer(page: Page, method: string, path: RegExp): Promise<Response> {
  const answer = page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
  // Awaited by the test; if the test fails before it does, its later timeout is not an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}
