import { describe, expect, it } from 'vitest';
import { createStepHistory } from '../../../ui/site/data/step-history';

/** The address bar as the router leaves it: a change lands once its data has loaded. */
function addressBar(initial = '') {
  let search = initial;
  return { read: () => search, land: (next: string) => (search = next) };
}

describe('createStepHistory (one Back undoes a slider adjustment)', () => {
  it('adds an entry for a change and for the first step, replaces it with the next steps once that step has landed', () => {
    const bar = addressBar('?page=2');
    const replaces = createStepHistory(bar.read);
    expect(replaces(false)).toBe(false); // the first step
    bar.land('?age_min=19');
    expect(replaces(true)).toBe(true); // the second: the first has landed
    bar.land('?age_min=20');
    expect(replaces(true)).toBe(true);
  });

  it('adds the entry again while the first step is still loading, never replacing the entry from before the adjustment', () => {
    const bar = addressBar('?page=2');
    const replaces = createStepHistory(bar.read);
    expect(replaces(false)).toBe(false);
    // The URL still shows the page before the slider: replacing now would lose it from the history.
    expect(replaces(true)).toBe(false);
    expect(replaces(true)).toBe(false);
    bar.land('?age_min=21');
    expect(replaces(true)).toBe(true);
  });

  it('never replaces without having added an entry first', () => {
    expect(createStepHistory(() => '?x=1')(true)).toBe(false);
  });
});
