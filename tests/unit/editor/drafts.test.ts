import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS, clearLogoutStorage } from '../../../sdk/session';
import { createDraftStore, draftDiffers, draftIdFor, emptyEditorValues, mergeDraft } from '@portal/components/features/editor';
import type { DraftStorage } from '@portal/components/features/editor';

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

const failing: DraftStorage = {
  getItem() { throw new DOMException('denied', 'SecurityError'); },
  setItem() { throw new DOMException('full', 'QuotaExceededError'); },
  removeItem() { throw new DOMException('denied', 'SecurityError'); },
};

describe('draft storage', () => {
  it('keeps each profile’s draft and step under the keys logout clears', () => {
    const storage = new MemoryStorage();
    const store = createDraftStore(storage, { now: () => 1000 });
    expect(store.write('42', { name: 'Alina' })).toBe(true);
    store.write(draftIdFor(null), { name: 'New' });
    store.writeStep('42', 'rates');
    expect([...storage.map.keys()].sort()).toEqual([DRAFT_STORAGE_KEYS.profile, STEP_STORAGE_KEYS.profile].sort());
    expect(store.read('42')).toEqual({ savedAt: 1000, values: { name: 'Alina' } });
    expect(store.read('new')?.values).toEqual({ name: 'New' });
    expect(store.readStep('42')).toBe('rates');
    clearLogoutStorage(storage);
    expect(store.read('42')).toBeNull();
    expect(store.readStep('42')).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('clears one profile without touching another, and removes the entry when empty', () => {
    const storage = new MemoryStorage();
    const store = createDraftStore(storage);
    store.write('1', { name: 'A' });
    store.write('2', { name: 'B' });
    store.clear('1');
    expect(store.read('1')).toBeNull();
    expect(store.read('2')?.values).toEqual({ name: 'B' });
    store.clear('2');
    expect(storage.map.has(DRAFT_STORAGE_KEYS.profile)).toBe(false);
  });

  it('moves the new-profile draft to the id the API gave', () => {
    const store = createDraftStore(new MemoryStorage());
    store.write('new', { name: 'A' });
    store.writeStep('new', 'media');
    store.move('new', '7');
    expect(store.read('new')).toBeNull();
    expect(store.read('7')?.values).toEqual({ name: 'A' });
    expect(store.readStep('7')).toBe('media');
  });

  it('never throws on a failing, missing or corrupt storage', () => {
    for (const storage of [failing, null, undefined]) {
      const store = createDraftStore(storage);
      expect(store.write('1', { name: 'A' })).toBe(false);
      expect(store.read('1')).toBeNull();
      expect(() => store.clear('1')).not.toThrow();
      expect(store.readStep('1')).toBeNull();
      expect(() => store.move('new', '1')).not.toThrow();
    }
    const corrupt = new MemoryStorage();
    for (const junk of ['{not json', '[]', '"text"', 'null', JSON.stringify({ 1: { values: 'x' } }), JSON.stringify({ 1: 'media' })]) {
      corrupt.setItem(DRAFT_STORAGE_KEYS.profile, junk);
      corrupt.setItem(STEP_STORAGE_KEYS.profile, JSON.stringify({ 1: 'no-such-step' }));
      const store = createDraftStore(corrupt);
      expect(store.read('1')).toBeNull();
      expect(store.readStep('1')).toBeNull();
    }
  });

  it('a write that hits the quota reports false and keeps the editor going', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
    expect(createDraftStore(storage).write('1', { description: 'x'.repeat(10) })).toBe(false);
  });
});

describe('merging a draft into the baseline', () => {
  it('takes the draft’s values of the right kind and ignores the rest', () => {
    const baseline = emptyEditorValues();
    const merged = mergeDraft(baseline, {
      name: 'Alina', gender_id: 3, user_languages: [1], travel: true, category: 'escort',
      // wrong kinds and unknown keys from an older build or a hand edit:
      height_id: 'tall' as never, piercing: 'yes' as never, phone_number: 5 as never, ['bogus' as never]: 1,
    });
    expect(merged).toMatchObject({ name: 'Alina', gender_id: 3, user_languages: [1], travel: true, category: 'escort' });
    expect(merged.height_id).toBeNull();
    expect(merged.piercing).toEqual([]);
    expect(merged.phone_number).toEqual(baseline.phone_number);
    expect('bogus' in merged).toBe(false);
  });

  it('tells whether the draft differs from the baseline', () => {
    const baseline = emptyEditorValues();
    expect(draftDiffers(baseline, mergeDraft(baseline, {}))).toBe(false);
    expect(draftDiffers(baseline, mergeDraft(baseline, { name: 'A' }))).toBe(true);
  });
});
