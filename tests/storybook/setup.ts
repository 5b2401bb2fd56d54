import { beforeAll } from 'vitest';
import { clearScenarios } from '../../mocks/scenarios';
import { discardStore } from '../../mocks/store';

/**
 * The storybook project runs every story file in one frame (`isolate: false`,
 * vitest.storybook.config.ts), so the mock backend's store and scenarios, which live in that
 * frame, would carry over from one file to the next: a purchase a payments story made showed up
 * in the purchase history's story two files later. Each file starts from the seeded store with no
 * scenario, as it did in a frame of its own (seeded again on first use: a file that never calls
 * the mock does not pay for it). Within a file, stories share the store as they do in Storybook.
 */
beforeAll(() => {
  clearScenarios();
  discardStore();
});
