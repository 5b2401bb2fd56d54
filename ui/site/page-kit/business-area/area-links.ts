import type { Locale } from '@portal/sdk';
import { incognitoQuery, modelEditQuery, promoteQuery } from '@portal/components/features/business';
import { routePath } from '@portal/sdk';

/**
 * The business area's links in one locale: route paths from the SDK table, the query strings from
 * ui/components/features/business (the individual_edit route has no path param; the model id goes in `?id=`).
 */
export function businessAreaLinks(locale: Locale) {
  return {
    dashboard: routePath('business-profile', {}, locale),
    editBusiness: routePath('business-edit', {}, locale),
    questionnaires: routePath('business-list-questionnaires', {}, locale),
    addModel: routePath('business-add-model', {}, locale),
    addIncognito: routePath('business-add-model', {}, locale) + incognitoQuery(),
    editModel: (profileId: number) => routePath('business-individual-edit', {}, locale) + modelEditQuery(profileId),
    viewModel: (profileId: number) => routePath('business-individual', { id: profileId }, locale),
    /** The payments page (another page kit) reads `profile_id` and preselects the model. */
    promoteModel: (profileId: number) => routePath('business-payments', {}, locale) + promoteQuery(profileId),
  };
}

export type BusinessAreaLinks = ReturnType<typeof businessAreaLinks>;
