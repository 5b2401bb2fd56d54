import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, PHOTO_MIN_COUNT } from '../../../schemas/constants';
import { IMAGE_ACCEPT, checkImageFile, galleryCount, photosMinimum } from '@portal/components/features/editor';
import { mediaFile } from '../../support/media-files';
import { chartGeometry, niceMax, totalsOf } from '@portal/components/editor/StatisticsChart/chart';

describe('photo checks before upload', () => {
  it('accepts jpeg, png and webp up to the size limit', async () => {
    for (const kind of ['jpeg', 'png', 'webp'] as const) expect(await checkImageFile(mediaFile(kind, 'p', '', IMAGE_MAX_BYTES))).toBeNull();
  });

  it('offers in the file picker exactly the types the check lets through', async () => {
    const offered = IMAGE_ACCEPT.split(',');
    expect(offered.sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const type of offered) expect(await checkImageFile(mediaFile(type.slice('image/'.length) as 'jpeg', 'p', type))).toBeNull();
    expect(await checkImageFile(mediaFile('gif', 'a.gif', 'image/gif'))).not.toBeNull();
  });

  it('names the problem of a wrong type, an empty and an oversized file', async () => {
    expect(await checkImageFile(mediaFile('gif', 'a.gif', 'image/gif'))).toEqual({ key: 'validation.notImage' });
    expect(await checkImageFile(new File([], 'e.png', { type: 'image/png' }))).toEqual({ key: 'editor.media.empty' });
    expect(await checkImageFile(mediaFile('png', 'big.png', 'image/png', IMAGE_MAX_BYTES + 1))).toEqual({ key: 'validation.fileSize', values: { size: IMAGE_MAX_BYTES } });
  });

  it('counts the gallery and gives the minimum-photos message below PHOTO_MIN_COUNT', () => {
    const ref = (id: number) => ({ image: `/i/${id}.svg`, image_id: id });
    expect(galleryCount({ main_slide: ref(1), other_sliders: [ref(2)] })).toBe(2);
    expect(galleryCount({ main_slide: null, other_sliders: [] })).toBe(0);
    expect(photosMinimum(PHOTO_MIN_COUNT - 1)).toEqual({ key: 'validation.photosMin', values: { n: PHOTO_MIN_COUNT } });
    expect(photosMinimum(PHOTO_MIN_COUNT)).toBeNull();
  });
});

describe('statistics chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 180, 999].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 1000]);
  });

  it('draws each series inside the plot and sums the totals', () => {
    const points = [
      { date: '2026-01-01', views: 10, likes: 1, reviews: 0 },
      { date: '2026-01-02', views: 20, likes: 2, reviews: 1 },
    ];
    const g = chartGeometry(points);
    expect(g.max).toBe(20);
    expect(g.paths.views.startsWith('M')).toBe(true);
    expect(g.paths.views.split('L')).toHaveLength(2);
    expect(g.labels.map((l) => l.index)).toEqual([0, 1]);
    expect(totalsOf(points)).toEqual({ views: 30, likes: 3, reviews: 1 });
    expect(chartGeometry([]).labels).toEqual([]);
  });
});
