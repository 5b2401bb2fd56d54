import { describe, expectTypeOf, it } from 'vitest';
import type { LocaleTag, ProfileCategory } from '@portal/sdk';
import { createPortalClient } from '@portal/sdk';
import { createListingClient } from '@portal/sdk/listing';
import { PortalClientProvider } from '@portal/sdk/react';
import { ProfileListingWidget } from '@portal/widgets';
import type { ProfileListingWidgetProps } from '@portal/widgets';

describe('widget props', () => {
  it('are typed in the product’s words', () => {
    expectTypeOf<ProfileListingWidgetProps['category']>().toEqualTypeOf<ProfileCategory | undefined>();
    expectTypeOf<ProfileListingWidgetProps['locale']>().toEqualTypeOf<LocaleTag | undefined>();
    expectTypeOf<ProfileListingWidgetProps['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ProfileListingWidgetProps['ageConfirmed']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<NonNullable<ProfileListingWidgetProps['classNames']>>().toHaveProperty('card');
    expectTypeOf<ProfileListingWidgetProps>().toExtend<Parameters<typeof ProfileListingWidget>[0]>();
    expectTypeOf<ProfileListingWidgetProps['showFilters']>().toEqualTypeOf<boolean | undefined>();
  });

  it('refuse what the widget cannot show', () => {
    // @ts-expect-error: agencies are businesses, not a profile category
    expectTypeOf<ProfileListingWidgetProps>().toMatchTypeOf({ category: 'agencies' as const });
    const props: ProfileListingWidgetProps = { category: 'escort', limit: 4, locale: 'de', texts: { card: { age: (years: number) => `${years}` } } };
    expectTypeOf(props).toExtend<ProfileListingWidgetProps>();
    // The client's locale input: a code or a BCP 47 tag of one.
    const tags: ProfileListingWidgetProps[] = [{ locale: 'cz' }, { locale: 'cs' }, { locale: 'pt-BR' }, { locale: 'de-AT' }];
    expectTypeOf(tags).toExtend<ProfileListingWidgetProps[]>();
    // @ts-expect-error: the locale is one of the nine
    const wrong: ProfileListingWidgetProps = { locale: 'xx' };
    expectTypeOf(wrong).toExtend<ProfileListingWidgetProps>();
  });

  it('are served by a listing client as well as a full one (no TS2740)', () => {
    const element = (
      <PortalClientProvider client={createListingClient({ baseUrl: 'https://api.example.test' })}>
        <ProfileListingWidget category="escort" limit={4} />
      </PortalClientProvider>
    );
    expectTypeOf(element).toBeObject();
  });

  it('given a listing client as `client`, refuse the filter panel it cannot load', () => {
    const listing = createListingClient({ baseUrl: 'https://api.example.test' });
    const full = createPortalClient({ baseUrl: 'https://api.example.test' });
    // @ts-expect-error: the filter choices need the full client (createPortalClient): showFilters is `false` for a listing client
    const refused = <ProfileListingWidget client={listing} showFilters />;
    const cards = <ProfileListingWidget client={listing} showFilters={false} limit={4} />;
    const filtered = <ProfileListingWidget client={full} showFilters />;
    expectTypeOf([refused, cards, filtered]).toBeArray();
  });
});
