import { NEW_PROFILE_DAYS } from '../../schemas';
import type { Option, ProfileFilters } from '../../schemas';
import {
  SET_FILTER_KEYS, SORTS, matchesName, matchesRanges, searchText, valuesOf, matchesSet, wantedValues, type IndexedProfile, type SetFilterKey,
} from './profile-filters';
import { priceFrom, priceInEuros } from './price-from';
import { hasPublishedVersion } from './profile-draft';
import type { CurrencySource } from './price-from';
import type { BusinessRecord, ProfileRecord, SubjectRef } from './types';

/**
 * What the index reads of the store. The store passes itself (it owns the index), so the index
 * names only this and never imports the store.
 */
export interface ProfileIndexSource extends CurrencySource {
  readonly version: number;
  readonly profiles: ReadonlyMap<number, ProfileRecord>;
  readonly businesses: ReadonlyMap<number, BusinessRecord>;
  now(): number;
  option(list: string, id: number | null | undefined): (Option & { value?: number }) | null;
  /** The average rating of a profile's reviews (the listing's `sort=rating`). */
  avgRating(subject: SubjectRef): number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only active profiles are public: status active and is_active 1. */
/** Switched on, with a published version (an approved profile, also while a change of it is moderated). */
export const isPublicProfile = (p: ProfileRecord): boolean => p.is_active === 1 && hasPublishedVersion(p);

/** VIP first, then TOP, then the rest; newest first within each group, then by id. */
const group = (p: { is_vip: boolean; is_top: boolean }): number => (p.is_vip ? 0 : p.is_top ? 1 : 2);

export function listingOrder(a: ProfileRecord, b: ProfileRecord): number {
  return group(a) - group(b) || b.created_at - a.created_at || b.id - a.id;
}

/** The same order for businesses (§6: VIP, then TOP placement). */
export const promotedFirst = (a: { is_vip: boolean; is_top: boolean; created_at: number; id: number },
  b: { is_vip: boolean; is_top: boolean; created_at: number; id: number }): number =>
  group(a) - group(b) || b.created_at - a.created_at || b.id - a.id;

/**
 * The public profiles in listing order with postings (value -> positions) per filter, rebuilt
 * lazily when the store's version moved. A query starts from the smallest posting union among
 * its filters and checks the others per profile, so a filtered page costs a small scan.
 */
export class ProfileIndex {
  ordered: IndexedProfile[] = [];
  private readonly byId = new Map<number, IndexedProfile>();
  private postings = new Map<SetFilterKey, Map<string | number, number[]>>();
  private readonly publicCountByBusiness = new Map<number, number>();
  private builtVersion = -1;
  /** Answers of `query` for this version of the store, by filters (cleared on every rebuild). */
  private readonly answers = new Map<string, IndexedProfile[]>();

  ensure(store: ProfileIndexSource): this {
    if (this.builtVersion !== store.version) this.build(store);
    return this;
  }

  private build(store: ProfileIndexSource): void {
    const now = store.now();
    const records = [...store.profiles.values()].filter(isPublicProfile).sort(listingOrder);
    this.ordered = records.map((rec, pos) => derive(store, rec, pos, now));
    this.byId.clear();
    this.publicCountByBusiness.clear();
    this.postings = new Map(SET_FILTER_KEYS.map((k) => [k, new Map<string | number, number[]>()] as const));
    for (const p of this.ordered) {
      this.byId.set(p.rec.id, p);
      if (p.rec.business_id !== null) {
        this.publicCountByBusiness.set(p.rec.business_id, (this.publicCountByBusiness.get(p.rec.business_id) ?? 0) + 1);
      }
      for (const key of SET_FILTER_KEYS) {
        const map = this.postings.get(key) as Map<string | number, number[]>;
        for (const value of valuesOf(p, key)) {
          const list = map.get(value);
          // Positions arrive in order, so a value listed twice by one profile shows as a repeat of the last.
          if (!list) map.set(value, [p.pos]);
          else if (list[list.length - 1] !== p.pos) list.push(p.pos);
        }
      }
    }
    this.answers.clear();
    this.builtVersion = store.version;
  }

  get(id: number): IndexedProfile | undefined {
    return this.byId.get(id);
  }

  publicCount(businessId: number): number {
    return this.publicCountByBusiness.get(businessId) ?? 0;
  }

  /**
   * Every public profile matching the filters, in listing order, or in the order `sort` names
   * (beyond spec). Answers are remembered until the
   * store changes (a write bumps its version and the index rebuilds), so the pages of one filter
   * set and the filter panel's ranges share one scan. Callers must not modify the array.
   */
  query(filters: Partial<ProfileFilters>): readonly IndexedProfile[] {
    const key = filtersKey(filters);
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= MAX_REMEMBERED_ANSWERS) this.answers.clear();
      const { sort, ...rest } = filters;
      // A sorted answer is the default order's answer, sorted (a stable sort: ties keep that order).
      answer = sort ? [...this.query(rest)].sort(SORTS[sort]) : this.scan(filters);
      this.answers.set(key, answer);
    }
    return answer;
  }

  private scan(filters: Partial<ProfileFilters>): IndexedProfile[] {
    const terms: Array<{ key: SetFilterKey; wanted: Set<string | number> }> = [];
    for (const key of SET_FILTER_KEYS) {
      const wanted = wantedValues(filters, key);
      if (wanted) terms.push({ key, wanted });
    }
    let candidates: Iterable<IndexedProfile> = this.ordered;
    let start = -1;
    if (terms.length > 0) {
      let best = Infinity;
      terms.forEach((term, i) => {
        const size = this.unionSize(term.key, term.wanted);
        if (size < best) {
          best = size;
          start = i;
        }
      });
      const first = terms[start] as (typeof terms)[number];
      candidates = this.union(first.key, first.wanted).map((pos) => this.ordered[pos] as IndexedProfile);
    }
    const rest = terms.filter((_, i) => i !== start);
    const out: IndexedProfile[] = [];
    for (const p of candidates) {
      if (rest.every((t) => matchesSet(p, t.key, t.wanted)) && matchesRanges(p, filters) && matchesName(p, filters)) out.push(p);
    }
    return out;
  }

  private unionSize(key: SetFilterKey, wanted: Set<string | number>): number {
    const map = this.postings.get(key);
    let size = 0;
    for (const value of wanted) size += map?.get(value)?.length ?? 0;
    return size;
  }

  private union(key: SetFilterKey, wanted: Set<string | number>): number[] {
    const map = this.postings.get(key);
    const lists = [...wanted].map((v) => map?.get(v) ?? []);
    if (lists.length === 1) return lists[0] as number[];
    return [...new Set(lists.flat())].sort((a, b) => a - b);
  }
}

const MAX_REMEMBERED_ANSWERS = 512;

/** The same key for the same filters whatever their order; undefined values are left out. */
function filtersKey(filters: Partial<ProfileFilters>): string {
  return JSON.stringify(Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function derive(store: ProfileIndexSource, rec: ProfileRecord, pos: number, now: number): IndexedProfile {
  const offered: number[] = [];
  for (const s of rec.inklusive_services) if (s.check) offered.push(s.id);
  for (const s of rec.additional_services) if (s.check) offered.push(s.id);
  const business = rec.business_id !== null ? store.businesses.get(rec.business_id) : undefined;
  return {
    rec,
    pos,
    age: store.option('ages', rec.form.age_id)?.value ?? 0,
    height: store.option('heights', rec.form.height_id)?.value ?? null,
    weight: store.option('weights', rec.form.weight_id)?.value ?? null,
    services: offered,
    incall: rec.rates.some((r) => r.incall !== null),
    outcall: rec.rates.some((r) => r.outcall !== null),
    isNew: now - rec.created_at < NEW_PROFILE_DAYS * DAY_MS,
    businessType: business?.type ?? null,
    searchName: rec.incognito ? null : searchText(rec.form.name),
    priceEur: priceInEuros(priceFrom(store, rec)),
    rating: store.avgRating({ type: 'profile', id: rec.id }),
  };
}

export { DAY_MS };
