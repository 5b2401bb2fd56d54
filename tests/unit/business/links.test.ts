import { describe, expect, it } from 'vitest';
import {
  BUSINESS_QUERY, incognitoFrom, incognitoQuery, modelEditQuery, modelIdFrom, promoteQuery,
} from '@portal/components/features/business';
import { businessAreaLinks } from '../../../ui/site/page-kit/business-area/area-links';

describe('business area links', () => {
  it('puts the model id, the incognito switch and the promoted profile into the query the pages read', () => {
    expect(modelEditQuery(12)).toBe('?id=12');
    expect(incognitoQuery()).toBe('?incognito=1');
    expect(promoteQuery(12)).toBe(`?${BUSINESS_QUERY.promotedProfile}=12`);
    expect(modelIdFrom(new URLSearchParams(modelEditQuery(12)))).toBe(12);
    expect(incognitoFrom(new URLSearchParams(incognitoQuery()))).toBe(true);
  });

  it('reads no model from a missing, zero, negative, fractional or non-numeric id, and no incognito by default', () => {
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=12abc', '?id=99999999999']) {
      expect(modelIdFrom(new URLSearchParams(search)), search).toBeNull();
    }
    expect(incognitoFrom(new URLSearchParams(''))).toBe(false);
    expect(incognitoFrom(new URLSearchParams('?incognito=0'))).toBe(false);
  });

  it('builds every link of the area per locale from the route table', () => {
    const en = businessAreaLinks('en');
    expect(en.editModel(7)).toBe('/business/individual_edit?id=7');
    expect(en.viewModel(7)).toBe('/business/individual/7');
    expect(en.promoteModel(7)).toBe('/business/payments?profile_id=7');
    expect(en.addIncognito).toBe('/business/add_model_business?incognito=1');
    const de = businessAreaLinks('de');
    expect(de.dashboard).toBe('/de/business/profile');
    expect(de.editModel(7)).toBe('/de/business/individual_edit?id=7');
    expect(de.promoteModel(7)).toBe('/de/business/payments?profile_id=7');
  });
});
