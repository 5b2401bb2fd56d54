import { bidiReviver, mayHoldBidiControls, resolveUrl } from '@portal/sdk';

/**
 * The one API call of the widget, with plain fetch and a small type guard instead of the SDK's
 * zod-validating client: zod alone would be larger than the whole widget. The guard checks only
 * what the widget reads, so a card never renders `undefined`.
 */
export interface EmbedProfile {
  id: number;
  slug: string;
  name: string;
  age: number;
  category: string;
  city: { title: string };
  main_image: { image: string } | null;
  statuses: { is_vip: boolean; is_top: boolean; is_verified: boolean; is_new: boolean; is_independent: boolean };
  price_from: { amount: number; currency: string } | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function isEmbedProfile(v: unknown): v is EmbedProfile {
  if (!isObj(v) || !isNum(v.id) || !isStr(v.slug) || !isStr(v.name) || !isNum(v.age) || !isStr(v.category)) return false;
  if (!isObj(v.city) || !isStr(v.city.title) || !isObj(v.statuses)) return false;
  if (v.main_image !== null && !(isObj(v.main_image) && isStr(v.main_image.image))) return false;
  if (v.price_from !== null && !(isObj(v.price_from) && isNum(v.price_from.amount) && isStr(v.price_from.currency))) return false;
  return true;
}

/** A business card: what the widget reads of GET /api/business. */
export interface EmbedBusiness {
  id: number;
  slug: string;
  name: string;
  type: string;
  city: { title: string };
  main_image: { image: string } | null;
  is_vip: boolean;
  is_top: boolean;
}

export function isEmbedBusiness(v: unknown): v is EmbedBusiness {
  if (!isObj(v) || !isNum(v.id) || !isStr(v.slug) || !isStr(v.name) || !isStr(v.type)) return false;
  if (!isObj(v.city) || !isStr(v.city.title) || typeof v.is_vip !== 'boolean' || typeof v.is_top !== 'boolean') return false;
  return v.main_image === null || (isObj(v.main_image) && isStr(v.main_image.image));
}

export interface ListingQuery {
  api: string;
  locale: string;
  category: string;
  country?: string;
  city?: string;
  limit: number;
}

/** One listing call; throws on network errors, non-2xx and answers whose items fail `isItem`. */
async function fetchList<T>(path: string, filter: Record<string, string>, q: ListingQuery, isItem: (v: unknown) => v is T, signal?: AbortSignal): Promise<T[]> {
  const params = new URLSearchParams({ ...filter, page: '1', per_page: String(q.limit) });
  if (q.country) params.set('country_id', q.country);
  if (q.city) params.set('city_id', q.city);
  // Accept-Language is a CORS-safelisted header: no preflight, one request per widget.
  const res = await fetch(resolveUrl(`${path}?${params}`, q.api), {
    headers: { Accept: 'application/json', 'Accept-Language': q.locale },
    credentials: 'omit',
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = await res.text();
  // Bidi controls in API text never reach the host page (the SDK's one rule, sdk/text/bidi).
  const body: unknown = mayHoldBidiControls(text) ? JSON.parse(text, bidiReviver) : JSON.parse(text);
  if (!isObj(body) || !Array.isArray(body.data) || !body.data.every(isItem)) throw new Error('Unexpected response');
  return body.data;
}

/** GET /api/profile?category=… for a profile widget. */
export const fetchProfiles = (q: ListingQuery, signal?: AbortSignal) =>
  fetchList('/api/profile', { category: q.category }, q, isEmbedProfile, signal);

/** GET /api/business?type=… for a business widget (agencies, studio sex, massage salons, strip clubs). */
export const fetchBusinesses = (q: ListingQuery, signal?: AbortSignal) =>
  fetchList('/api/business', { type: q.category }, q, isEmbedBusiness, signal);
