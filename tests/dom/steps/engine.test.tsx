import '../shims';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createStepDraftStore, stepInvalid, useStepEngine } from '@portal/components/features/steps';
import type { DraftStorage, StepContext, StepDefinition, StepOutcome } from '@portal/components/features/steps';

/**
 * The step engine on a questionnaire of its own (three steps: a name, a city, a confirmation), so
 * what these tests show is the engine's behaviour, whichever questionnaire configures it.
 */
type Id = 'name' | 'city' | 'confirm';
interface Values { name: string; city: string }
type Step = StepDefinition<Id, Values, StepContext<Id>>;

const NAME = z.object({ name: z.string().check(z.minLength(2)) });
const CITY = z.object({ city: z.string().check(z.minLength(1)) });
const step = (id: Id, values: (keyof Values)[], schema: z.ZodMiniType): Step => ({
  id, labelKey: `test.${id}`, values, schema,
  isComplete: (v) => schema.safeParse(Object.fromEntries(values.map((k) => [k, v[k]]))).success,
});
const STEPS: readonly Step[] = [step('name', ['name'], NAME), step('city', ['city'], CITY), step('confirm', [], z.object({}))];
const SHORT: readonly Step[] = [STEPS[0]!, STEPS[2]!];
const EMPTY: Values = { name: '', city: '' };

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

const isId = (v: unknown): v is Id => v === 'name' || v === 'city' || v === 'confirm';

interface Setup {
  storage?: DraftStorage;
  baseline?: Values;
  send?: (step: Step, values: Values) => Promise<StepOutcome>;
  stepsFor?: (values: Values) => readonly Step[];
}

function open({ storage = new MemoryStorage(), baseline = EMPTY, send = async () => 'sent', stepsFor = () => STEPS }: Setup = {}) {
  const store = createStepDraftStore<Values, Id>(storage, { draftKey: 'test.drafts', stepKey: 'test.steps', isStep: isId });
  const hook = renderHook(() => useStepEngine<Id, Values, Step>({
    baseline,
    stepsFor,
    progress: (s, v, visited) => (s.isComplete(v, { photoCount: 0, isFinal: false, visited }) ? 'completed' : visited.includes(s.id) ? 'in progress' : 'not completed'),
    persist: (s, v) => {
      // Like a questionnaire's send: its rules first, then the call.
      const parsed = s.schema.safeParse(Object.fromEntries(s.values.map((k) => [k, v[k]])));
      if (!parsed.success) throw stepInvalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return send(s, v);
    },
    draft: { id: '7', store, merge: (base, d) => ({ ...base, ...d }), delayMs: 0 },
  }));
  return { ...hook, storage };
}

async function ready(result: { current: ReturnType<typeof useStepEngine<Id, Values, Step>> }) {
  await vi.waitFor(() => expect(result.current.form.ready).toBe(true));
}

describe('the step engine', () => {
  it('opens on the first step; Next sends the step and opens the following one; Back returns', async () => {
    const sent: string[] = [];
    const { result } = open({ send: async (s) => (sent.push(s.id), 'sent') });
    await ready(result);
    expect(result.current.form.current).toBe('name');
    await act(() => result.current.form.submit({ name: 'Selene' }));
    expect(sent).toEqual(['name']);
    expect(result.current.form.current).toBe('city');
    expect(result.current.form.currentIndex).toBe(1);
    // The step left behind shows its progress.
    expect(result.current.form.steps.slice(0, 2).map((s) => s.progress)).toEqual(['completed', 'not completed']);
    act(() => result.current.form.back());
    expect(result.current.form.current).toBe('name');
  });

  it('Save sends the step and stays on it', async () => {
    const { result } = open();
    await ready(result);
    await act(() => result.current.form.submit({ name: 'Selene' }, 'save'));
    expect(result.current.form.current).toBe('name');
    expect(result.current.form.values.name).toBe('Selene');
  });

  it('falls back to the first step when the step list no longer has the current one', async () => {
    const { result } = open({ stepsFor: (v) => (v.name === 'short' ? SHORT : STEPS) });
    await ready(result);
    act(() => result.current.form.goTo('city'));
    expect(result.current.form.current).toBe('city');
    act(() => result.current.form.change({ name: 'short' }));
    expect(result.current.form.current).toBe('name');
    expect(result.current.form.steps.map((s) => s.id)).toEqual(['name', 'confirm']);
  });

  it('keeps a draft through a reload: the unsent values and the step come back, with the notice', async () => {
    const storage = new MemoryStorage();
    const first = open({ storage });
    await ready(first.result);
    act(() => first.result.current.form.goTo('city'));
    act(() => first.result.current.form.change({ city: 'Lisbon' }));
    first.unmount();

    const again = open({ storage });
    await ready(again.result);
    expect(again.result.current.form.values.city).toBe('Lisbon');
    expect(again.result.current.form.current).toBe('city');
    expect(again.result.current.form.draft.restored).toBe(true);
    // Discarding goes back to the saved values and forgets the draft.
    act(() => again.result.current.form.draft.discard());
    expect(again.result.current.form.values.city).toBe('');
    again.unmount();
    const third = open({ storage });
    await ready(third.result);
    expect(third.result.current.form.draft.restored).toBe(false);
  });

  it('keeps a refused step’s errors on that step, without a server error; another step starts clean', async () => {
    const { result } = open();
    await ready(result);
    let ok = true;
    await act(async () => {
      ok = await result.current.form.submit({ name: 'S' });
    });
    expect(ok).toBe(false);
    expect(result.current.form.current).toBe('name');
    expect(Object.keys(result.current.form.errors)).toEqual(['name']);
    expect(result.current.form.serverError).toBeNull();
    act(() => result.current.form.goTo('city'));
    expect(result.current.form.errors).toEqual({});
  });

  it('loses nothing when the call fails: the server error shows and the values survive a reload', async () => {
    const storage = new MemoryStorage();
    const failure = new Error('offline');
    const first = open({ storage, send: async () => Promise.reject(failure) });
    await ready(first.result);
    let ok = true;
    await act(async () => {
      ok = await first.result.current.form.submit({ name: 'Selene' });
    });
    expect(ok).toBe(false);
    expect(first.result.current.form.serverError).toBe(failure);
    expect(first.result.current.form.busy).toBe(false);
    expect(first.result.current.form.current).toBe('name');
    first.unmount();
    const again = open({ storage });
    await ready(again.result);
    expect(again.result.current.form.values.name).toBe('Selene');
  });

  it('forgets the draft once the questionnaire is finished, and opens no further step', async () => {
    const storage = new MemoryStorage();
    const { result, unmount } = open({ storage, send: async (s) => (s.id === 'city' ? 'finished' : 'sent') });
    await ready(result);
    act(() => result.current.form.goTo('city'));
    await act(() => result.current.form.submit({ city: 'Lisbon' }));
    expect(result.current.form.current).toBe('city');
    unmount();
    expect(storage.map.size).toBe(0);
  });
});
