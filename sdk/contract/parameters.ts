import type * as z from 'zod/mini';
import type { OperationDef } from '../../schemas/api/operation';
import { DEFAULT_LOCALE } from '../../schemas/constants';
import type { OperationId } from '../../schemas/operations';

/**
 * Path and query parameters come from the backend's own data: ids and slugs found in earlier
 * answers (a country and a city, a profile, a business, a review), and for the calls of a login
 * the ids its session names (its own profile, its own business). Nothing here is a fixed id, so
 * the kit works on any backend with data in it.
 */
export interface Ref {
  id: number;
  slug?: string;
}

/** What public answers revealed. */
export interface Found {
  country?: number;
  city?: number;
  profile?: Ref;
  business?: Ref;
  review?: number;
}

/** What a login's own answers revealed: the profile and business it owns. */
export interface Own {
  profile?: number;
  business?: number;
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: unknown): number | undefined => (isItem(value) && Number.isInteger(value.id) && (value.id as number) > 0 ? (value.id as number) : undefined);
/** The list under `key` of an answer, items that are objects only. */
const listOf = (body: unknown, key = 'data'): Item[] => {
  const list = isItem(body) ? body[key] : undefined;
  return Array.isArray(list) ? list.filter(isItem) : [];
};
/** The first item with an id and a slug, else the first with an id: a drifted item does not hide the rest. */
function refOf(items: readonly Item[]): Ref | undefined {
  const full = items.find((item) => idOf(item) !== undefined && typeof item.slug === 'string' && item.slug !== '');
  if (full) return { id: idOf(full) as number, slug: full.slug as string };
  const id = items.map(idOf).find((value) => value !== undefined);
  return id === undefined ? undefined : { id };
}

type Harvest = (body: unknown, found: Found, own: Own) => void;

/** Which answers reveal which parameters. Only the first value found is kept. */
const HARVEST: Partial<Record<OperationId, Harvest>> = {
  listCountries: (body, found) => {
    found.country ??= listOf(body).map(idOf).find(Boolean);
  },
  listCountriesWithCities: (body, found) => {
    const country = listOf(body).find((c) => idOf(c) !== undefined && listOf(c, 'cities').some((city) => idOf(city) !== undefined));
    if (!country) return;
    found.country ??= idOf(country);
    found.city ??= listOf(country, 'cities').map(idOf).find(Boolean);
  },
  listProfiles: (body, found) => {
    found.profile ??= refOf(listOf(body));
  },
  getEscortIndexSlider: (body, found) => {
    found.profile ??= refOf(listOf(body));
  },
  listBusinesses: (body, found) => {
    found.business ??= refOf(listOf(body));
  },
  listReviews: (body, found) => {
    found.review ??= listOf(body).map(idOf).find(Boolean);
  },
  checkToken: (body, _found, own) => {
    harvestSession(isItem(body) ? body.data : undefined, own);
  },
  getBusiness: (body, _found, own) => {
    // A business owns no profile of its own: one of its models stands for it in the editor calls.
    own.profile ??= listOf(body, 'profiles').map(idOf).find(Boolean);
  },
};

export function harvest(op: OperationDef, body: unknown, found: Found, own: Own): void {
  HARVEST[op.id as OperationId]?.(body, found, own);
}

/** The ids a session (the `user` of a login answer) names. */
export function harvestSession(user: unknown, own: Own): void {
  if (!isItem(user)) return;
  if (Number.isInteger(user.profile_id)) own.profile ??= user.profile_id as number;
  if (Number.isInteger(user.business_id)) own.business ??= user.business_id as number;
}

export type Filled =
  | { ok: true; path: string; query: Record<string, string> }
  | { ok: false; reason: string };

type Resource = 'profile' | 'business';
/** What `{id}` names: `/api/profile/{id}/...` a profile, `/api/business/{id}/...` a business. */
const resourceOf = (path: string): Resource | undefined => /^\/api\/(profile|business)\/\{id\}/.exec(path)?.[1] as Resource | undefined;
const LIST_CALL: Record<Resource, string> = { profile: 'GET /api/profile', business: 'GET /api/business' };

function pathId(op: OperationDef, found: Found, own: Own | undefined): { ok: true; value: string } | { ok: false; reason: string } {
  const resource = resourceOf(op.path);
  if (!resource) return { ok: false, reason: `cannot tell what {id} of ${op.path} names` };
  if (op.auth === 'required') {
    const id = own?.[resource];
    return id === undefined
      ? { ok: false, reason: `the login owns no ${resource} (its session and earlier answers name none)` }
      : { ok: true, value: String(id) };
  }
  const ref = found[resource];
  if (!ref) return { ok: false, reason: `no ${resource} found in earlier answers (${LIST_CALL[resource]} listed none)` };
  // Public pages address profiles and businesses by slug: use it where the call accepts one.
  const bySlug = ref.slug !== undefined && (op.params?.shape.id as z.ZodMiniType | undefined)?.safeParse(ref.slug).success === true;
  return { ok: true, value: encodeURIComponent(bySlug ? (ref.slug as string) : String(ref.id)) };
}

function queryValue(key: string, found: Found, own: Own | undefined): string | undefined {
  const value = {
    locale: DEFAULT_LOCALE, page: 1, country_id: found.country, city_id: found.city,
    profile_id: own?.profile ?? found.profile?.id, business_id: own?.business ?? found.business?.id,
  }[key];
  return value === undefined ? undefined : String(value);
}

/** The request for a read: its path filled in and its required query parameters, or why it cannot be made. */
export function fill(op: OperationDef, found: Found, own?: Own): Filled {
  let path = op.path;
  if (op.params) {
    const id = pathId(op, found, own);
    if (!id.ok) return id;
    path = path.replace('{id}', id.value);
  }
  const query: Record<string, string> = {};
  for (const [key, schema] of Object.entries(op.query?.shape ?? {})) {
    if ((schema as z.ZodMiniType).safeParse(undefined).success) continue;
    const value = queryValue(key, found, own);
    if (value === undefined) return { ok: false, reason: `needs the query parameter "${key}", which no earlier answer provides` };
    query[key] = value;
  }
  return { ok: true, path, query };
}
