import type { ComponentType, ReactNode } from 'react';
import type { Layout } from '@portal/sdk';
import BecomeMemberLayout from './become-member';
import BuyBannersLayout from './buy-banners';
import ComingSoonLayout from './coming-soon';
import ConditionsLayout from './conditions';
import DefaultLayout from './default';
import EmptyFooterLayout from './empty-footer';
import EmptyWidgetLayout from './empty-widget';
import ErrorLayout from './error-layout';
import EscortLayout from './escort';
import EscortListingLayout from './escort-layouts';
import RegistrationLayout from './registration';

/**
 * §2's eleven layouts, by the SDK's layout name. Layouts are small and shared by many pages, so
 * they are part of the entry chunk; the pages inside them are lazy.
 */
export const LAYOUT_COMPONENTS: Readonly<Record<Layout, ComponentType<{ children?: ReactNode }>>> = {
  'become-member': BecomeMemberLayout,
  'buy-banners': BuyBannersLayout,
  'coming-soon': ComingSoonLayout,
  conditions: ConditionsLayout,
  default: DefaultLayout,
  'empty-footer': EmptyFooterLayout,
  'empty-widget': EmptyWidgetLayout,
  'error-layout': ErrorLayout,
  'escort-layouts': EscortListingLayout,
  escort: EscortLayout,
  registration: RegistrationLayout,
};

export { ErrorLayout };
