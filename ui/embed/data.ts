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

export interface ListingQuery {
  api: string;
  locale: string;
  category: string;
  country?: string;
  city?: string;
  limit: number;
}

/** GET /api/profile for the widget; throws on network errors, non-2xx and unexpected shapes. */
export async function fetchProfiles(q: ListingQuery, signal?: AbortSignal): Promise<EmbedProfile[]> {
  const params = new URLSearchParams({ category: q.category, page: '1', per_page: String(q.limit) });
  if (q.country) params.set('country_id', q.country);
  if (q.city) params.set('city_id', q.city);
  // Accept-Language is a CORS-safelisted header: no preflight, one request per widget.
  const res = await fetch(new URL(`/api/profile?${params}`, q.api), {
    headers: { Accept: 'application/json', 'Accept-Language': q.locale },
    credentials: 'omit',
    signal,
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body: unknown = await res.json();
  if (!isObj(body) || !Array.isArray(body.data) || !body.data.every(isEmbedProfile)) throw new Error('Unexpected response');
  return body.data;
}
