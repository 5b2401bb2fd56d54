import { fn } from 'storybook/test';
import type { Category, DashboardProfile, Gallery, Option, Story } from '../../schemas';
import { WEEK_DAYS } from '../../schemas/constants';
import { emptyBusinessValues } from '@portal/components/features/business';
import type { BusinessValues } from '@portal/components/features/business';
import type { BusinessQuestionnaireApi } from '@portal/components/features/business';
import type { UploadOptions } from '@portal/components/features/editor';
import type { BusinessPhotoApi, BusinessQuestionnaireOptions } from '@portal/components/business';
import { countries, currencies, galleryOf, services, wait } from '../editor/fixtures';
import { imageRef, placeholder, profileSummary } from '../fixtures';

/** Fictional, non-explicit demo data for the business stories. Every age is 18 or more. */

const opts = (...titles: string[]): Option[] => titles.map((title, i) => ({ id: i + 1, title }));

export const categories: Category[] = [
  { id: 1, title: 'Escort', slug: 'escort', type: 'profile' },
  { id: 2, title: 'Trances', slug: 'trances', type: 'profile' },
  { id: 3, title: 'Web cam', slug: 'web_cam', type: 'profile' },
  { id: 4, title: 'OnlyFans', slug: 'onlyfans', type: 'profile' },
  { id: 5, title: 'BDSM', slug: 'bdsm', type: 'profile' },
  { id: 6, title: 'Agencies', slug: 'agencies', type: 'business' },
  { id: 7, title: 'Studio sex', slug: 'studio_sex', type: 'business' },
];

export const questionnaireOptions: BusinessQuestionnaireOptions = {
  countries, currencies, services, categories,
  paymentTypes: opts('Cash', 'Card', 'Bank transfer'),
  parkingTypes: opts('Private parking', 'Street parking', 'No parking'),
};

/** A business page filled in completely. */
export const completeBusiness = (): BusinessValues => ({
  ...emptyBusinessValues(),
  name: 'Velvet House', website: 'https://velvet-house.example', title: 'Discreet agency in the heart of Prague', type: 'agencies',
  description: 'A small agency with a handful of independent-minded models. Discretion is our first rule.',
  general_info: {
    phone_number: { code: '+420', tel: '777 100 200' }, country_id: 1, city_id: 11, address: 'Národní 12, Prague 1',
    currency_id: 2, payment_types: [1, 2], parking_types: [1], apply_to_all: true,
  },
  categories: [1, 2],
  working_time: Object.fromEntries(WEEK_DAYS.map((d) => [d, { from: 'All day', to: null, notAvailable: false }])) as BusinessValues['working_time'],
  inklusive_services: [{ id: 1, title: 'Dinner date', summary: null, description: null, time: null, include: true, check: true }],
  additional_services: [{ id: 2, title: 'Overnight stay', summary: 400, description: null, time: null, include: false, check: true }],
  our_addittional_service: 'Champagne on arrival.',
});

export const questionnaireApi = (): BusinessQuestionnaireApi => ({ update: fn(async () => ({})).mockName('update') });

export const businessPhotos = (start = 3): BusinessPhotoApi => {
  let count = start;
  return {
    upload: async (_file: Blob, { onProgress }: UploadOptions): Promise<Gallery> => {
      for (let i = 1; i <= 5; i++) {
        await wait(150);
        onProgress(i / 5);
      }
      return galleryOf(++count);
    },
    remove: async () => galleryOf(--count),
  };
};

type Pkg = 'VIP' | 'TOP' | null;
const model = (id: number, name: string, status: DashboardProfile['status'], isActive: 0 | 1, pkg: Pkg, incognito = false): DashboardProfile => {
  const base = profileSummary(id, { name, business_id: 1, incognito });
  return { ...base, statuses: { ...base.statuses, is_vip: pkg === 'VIP', is_top: pkg === 'TOP' }, status, is_active: isActive };
};

/** The demo business's ten models: 4 active (one VIP, one TOP, one incognito), 2 on moderation, 2 drafts, 2 deactivated. */
export const dashboardProfiles: DashboardProfile[] = [
  model(11, 'Alina', 'active', 1, null),
  model(12, 'Bianca', 'active', 1, 'TOP'),
  model(13, 'Chloé', 'active', 1, 'VIP'),
  model(14, 'Jana', 'active', 1, null, true),
  model(15, 'Dária', 'moderating', 1, null),
  model(16, 'Elena', 'moderating', 1, null),
  model(17, 'Freya', 'draft', 0, null),
  model(18, 'Greta', 'draft', 0, null),
  model(19, 'Hana', 'active', 0, 'TOP'),
  model(20, 'Ilse', 'active', 0, null),
];

export const stories: Story[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  type: 'STORY',
  url: `/media/uploads/stories/${i + 1}.mp4`,
  poster: i % 3 === 2 ? null : placeholder(`story-${i}`, 270, 480, String.fromCharCode(65 + i)),
  author: { id: i + 1, name: ['Alina', 'Bianca', 'Chloé', 'Dária', 'Elena', 'Freya'][i]!, slug: `model-${i + 1}` },
  created_at: `2026-02-0${i + 1}T10:00:00+00:00`,
}));

export { galleryOf, imageRef };
