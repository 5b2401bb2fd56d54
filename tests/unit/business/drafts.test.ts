import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS, clearLogoutStorage } from '../../../sdk/session';
import {
  createBusinessDraftStore, emptyBusinessValues, mergeBusinessDraft,
} from '@portal/components/features/business';
import type { BusinessValues } from '@portal/components/features/business';
import { draftDiffers } from '@portal/components/features/steps';
import type { DraftStorage } from '@portal/components/features/steps';

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

describe('business drafts', () => {
  it('live under the business keys that logout clears', () => {
    const storage = new MemoryStorage();
    const store = createBusinessDraftStore(storage, () => 5);
    store.write(1, { name: 'Velvet' });
    store.writeStep(1, 'generalInfo');
    expect([...storage.map.keys()].sort()).toEqual([DRAFT_STORAGE_KEYS.business, STEP_STORAGE_KEYS.business].sort());
    expect(store.read(1)).toEqual({ savedAt: 5, values: { name: 'Velvet' } });
    expect(store.readStep(1)).toBe('generalInfo');
    clearLogoutStorage(storage);
    expect(store.read(1)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('clear removes one business only; an unknown step or corrupt JSON reads as nothing', () => {
    const storage = new MemoryStorage();
    const store = createBusinessDraftStore(storage);
    store.write(1, { name: 'A' });
    store.write(2, { name: 'B' });
    store.clear(1);
    expect(store.read(1)).toBeNull();
    expect(store.read(2)?.values.name).toBe('B');
    storage.setItem(STEP_STORAGE_KEYS.business, JSON.stringify({ 2: 'rates' }));
    expect(store.readStep(2)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEYS.business, '{oops');
    expect(store.read(2)).toBeNull();
  });

  it('never throws when storage refuses, and works without storage', () => {
    const failing: DraftStorage = {
      getItem() { throw new DOMException('denied', 'SecurityError'); },
      setItem() { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem() { throw new DOMException('denied', 'SecurityError'); },
    };
    for (const storage of [failing, null]) {
      const store = createBusinessDraftStore(storage);
      expect(store.write(1, { name: 'x' })).toBe(false);
      expect(store.read(1)).toBeNull();
      expect(() => store.clear(1)).not.toThrow();
    }
  });

  it('merges a draft field by field, dropping wrong kinds and unknown keys', () => {
    const base = emptyBusinessValues();
    const merged = mergeBusinessDraft(base, {
      name: 'Velvet',
      type: 'agencies',
      general_info: { city_id: 11, country_id: 'nope', extra: 1 } as unknown as BusinessValues['general_info'],
      categories: 'all' as unknown as number[],
      hacked: true,
    } as Partial<BusinessValues>);
    expect(merged.name).toBe('Velvet');
    expect(merged.type).toBe('agencies');
    expect(merged.general_info.city_id).toBe(11);
    expect(merged.general_info.country_id).toBeNull();
    expect(merged.general_info.phone_number).toEqual(base.general_info.phone_number);
    expect(merged.categories).toEqual(base.categories);
    expect('hacked' in merged).toBe(false);
    expect('extra' in merged.general_info).toBe(false);
    expect(draftDiffers(base, merged)).toBe(true);
    expect(draftDiffers(base, mergeBusinessDraft(base, {}))).toBe(false);
  });

  it('keeps typed hours and services of a draft', () => {
    const base = emptyBusinessValues();
    const time = { ...base.working_time, mon: { from: '10:00', to: '22:00', notAvailable: false } } as BusinessValues['working_time'];
    const service = { id: 4, title: 'Champagne', summary: 20, description: null, time: null, include: false, check: true };
    const merged = mergeBusinessDraft(base, { working_time: time, additional_services: [service] });
    expect(merged.working_time.mon).toEqual({ from: '10:00', to: '22:00', notAvailable: false });
    expect(merged.additional_services).toEqual([service]);
  });
});
