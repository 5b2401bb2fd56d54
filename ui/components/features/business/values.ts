import { ESCORT_BUSINESS_CATEGORY_ID } from '@portal/sdk';
import type { Business, BusinessType, Service, WorkingTime } from '@portal/sdk';
import { emptyPhone, emptyWorkingTime } from '../editor/values';
import type { PhoneInput } from '../editor/values';

/**
 * Everything the business questionnaire holds, one key per wire field (the spec's names, nested
 * as on the wire so a 422's `general_info.city_id` lands on its control). Unset ids are null,
 * texts '' (blank website, note and banner description become null on the wire).
 */
export interface GeneralInfoValues {
  phone_number: PhoneInput;
  country_id: number | null;
  city_id: number | null;
  address: string;
  currency_id: number | null;
  payment_types: number[];
  parking_types: number[];
  apply_to_all: boolean;
}

export interface BusinessValues {
  name: string;
  website: string;
  description: string;
  title: string;
  type: BusinessType | null;
  general_info: GeneralInfoValues;
  /** Profile categories the models are listed under (the type's own category is added on send). */
  categories: number[];
  working_time: WorkingTime;
  inklusive_services: Service[];
  additional_services: Service[];
  our_addittional_service: string;
  agency_picture: { create_banner: boolean; description: string };
}

export type BusinessField = keyof BusinessValues;

export const emptyGeneralInfo = (): GeneralInfoValues => ({
  phone_number: emptyPhone(), country_id: null, city_id: null, address: '', currency_id: null,
  payment_types: [], parking_types: [], apply_to_all: false,
});

/** A fresh questionnaire. §9: escort (category id 1) is where most businesses list their models. */
export function emptyBusinessValues(): BusinessValues {
  return {
    name: '', website: '', description: '', title: '', type: null,
    general_info: emptyGeneralInfo(),
    categories: [ESCORT_BUSINESS_CATEGORY_ID],
    working_time: emptyWorkingTime(),
    inklusive_services: [], additional_services: [], our_addittional_service: '',
    agency_picture: { create_banner: false, description: '' },
  };
}

/** The questionnaire's starting values from GET /api/business/{id}. */
export function businessValuesFromBusiness(business: Business): BusinessValues {
  const base = emptyBusinessValues();
  const info = business.general_info;
  return {
    name: business.name,
    website: business.website ?? '',
    description: business.description,
    title: business.title,
    type: business.type,
    general_info: info ? { ...info, phone_number: { code: info.phone_number.code, tel: info.phone_number.tel } } : base.general_info,
    categories: business.categories.length > 0 ? business.categories : base.categories,
    working_time: business.working_time ?? base.working_time,
    inklusive_services: business.inklusive_services,
    additional_services: business.additional_services,
    our_addittional_service: business.our_addittional_service ?? '',
    agency_picture: { create_banner: business.agency_picture.create_banner, description: business.agency_picture.description ?? '' },
  };
}

export function pickBusinessValues<K extends BusinessField>(values: BusinessValues, keys: readonly K[]): Pick<BusinessValues, K> {
  const slice = {} as Pick<BusinessValues, K>;
  for (const key of keys) slice[key] = values[key];
  return slice;
}
