import { beforeEach, describe, expect, it } from 'vitest';
import { HTTP } from '../../../schemas';
import { galleryImages } from '@portal/components/features/editor';
import { ApiError } from '../../../sdk/client';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { resetStore } from '../../../mocks/store';
import { clientAs, pngBlob, startMockServer } from './helpers';

/**
 * POST /api/profile/{id}/arrange-images (beyond spec 7): the owner's order of her photos, the
 * first the main slide, kept for the editor, the public profile and the listing card.
 */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { token, profileId } = DEMO_ACCOUNTS.model;
const model = () => clientAs(token);

async function ownImageIds(): Promise<number[]> {
  return galleryImages((await model().profiles.getForEdit(profileId)).data.images).map((image) => image.image_id);
}

/** The model's gallery with at least three photos (uploads more when the seed gave fewer). */
async function threePhotos(): Promise<number[]> {
  for (let i = (await ownImageIds()).length; i < 3; i += 1) await model().profiles.uploadImage(profileId, pngBlob(i + 1));
  return ownImageIds();
}

/** The profile's listing card, looked for in its city's listing page by page. */
async function cardOf(cityId: number | undefined) {
  const visitor = clientAs(null);
  for (let page = 1; ; page += 1) {
    const { data, meta } = await visitor.profiles.list({ city_id: cityId }, page);
    const card = data.find((p) => p.id === profileId);
    if (card || page >= meta.total_pages) return card;
  }
}

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('arrange-images', () => {
  it('makes the third photo the main one and keeps the order for the editor, the public profile and the listing card', async () => {
    const [first, second, third, ...rest] = await threePhotos();
    const order = [third!, first!, second!, ...rest];
    const { data } = await model().profiles.arrangeImages(profileId, { images: order });
    expect(galleryImages(data).map((image) => image.image_id)).toEqual(order);
    expect(data.main_slide?.image_id).toBe(third);

    expect(await ownImageIds()).toEqual(order);
    const visitor = clientAs(null);
    const profile = (await visitor.profiles.get(profileId)).data;
    expect(galleryImages(profile.images).map((image) => image.image_id)).toEqual(order);
    expect((await cardOf(profile.city.id))?.main_image?.image_id).toBe(third);
  });

  it('refuses a list that misses a photo, names another page’s photo or repeats one, and changes nothing', async () => {
    const ids = await threePhotos();
    for (const images of [ids.slice(1), [...ids, 999_999], [ids[0]!, ...ids]]) {
      const error = await failureOf(model().profiles.arrangeImages(profileId, { images }));
      expect(error.status).toBe(HTTP.unprocessable);
      expect(Object.keys(error.fieldErrors)).toEqual(['images']);
    }
    expect(await ownImageIds()).toEqual(ids);
  });

  it('is the owner’s only: a guest gets 401, a member and another advertiser are refused', async () => {
    const ids = await threePhotos();
    const reversed = [...ids].reverse();
    expect((await failureOf(clientAs(null).profiles.arrangeImages(profileId, { images: reversed }))).status).toBe(HTTP.unauthorized);
    expect((await failureOf(clientAs(DEMO_ACCOUNTS.member.token).profiles.arrangeImages(profileId, { images: reversed }))).status)
      .toBe(HTTP.forbidden);
    expect([HTTP.forbidden, HTTP.notFound])
      .toContain((await failureOf(clientAs(DEMO_ACCOUNTS.business.token).profiles.arrangeImages(profileId, { images: reversed }))).status);
    expect(await ownImageIds()).toEqual(ids);
  });
});
