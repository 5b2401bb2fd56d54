/**
 * The query strings of the business area's pages whose route (sdk/routes) has no path param:
 * `/business/individual_edit?id=<profile id>` edits one model, `/business/add_model_business?incognito=1`
 * adds an incognito one, `/business/payments?profile_id=<id>` promotes one model. The pages read
 * and the links write these names only through the helpers below.
 */
export const BUSINESS_QUERY = {
  modelId: 'id',
  incognito: 'incognito',
  promotedProfile: 'profile_id',
} as const;

const INCOGNITO_ON = '1';

/** `?id=12`: the model the editor opens. */
export const modelEditQuery = (profileId: number): string => `?${BUSINESS_QUERY.modelId}=${profileId}`;

/** `?incognito=1`: the add-model page starts an incognito profile. */
export const incognitoQuery = (): string => `?${BUSINESS_QUERY.incognito}=${INCOGNITO_ON}`;

/** `?profile_id=12`: the payments page with this model preselected. */
export const promoteQuery = (profileId: number): string => `?${BUSINESS_QUERY.promotedProfile}=${profileId}`;

/** The model id of `?id=`, or null when it is missing or not a positive integer. */
export function modelIdFrom(search: URLSearchParams): number | null {
  const raw = search.get(BUSINESS_QUERY.modelId);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Whether the add-model page was opened for an incognito model. */
export const incognitoFrom = (search: URLSearchParams): boolean => search.get(BUSINESS_QUERY.incognito) === INCOGNITO_ON;
