import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { usePortalQueries } from '@portal/sdk/react';
import { CategoryChips, CategoryTiles } from '@portal/components/CategoryTiles';
import { HomeSlider } from '@portal/components/HomeSlider';
import { Spinner } from '@portal/components/Spinner';
import { placeholder } from '../fixtures';

const slides = [1, 2, 3].map((id) => ({
  id,
  title: ['Verified models in Prague', 'New this week', 'Agencies with free parking'][id - 1] as string,
  subtitle: id === 1 ? 'Every photo checked by our team' : null,
  image: placeholder(`slide-${id}`, 1260, 540),
  href: `/escort?slide=${id}`,
}));

const meta = { title: 'Home/HomeSlider', component: HomeSlider, args: { slides } } satisfies Meta<typeof HomeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(canvas.getByRole('link', { name: 'New this week' })).toBeVisible();
  },
};
export const OneSlide: Story = { args: { slides: slides.slice(0, 1) } };

/** The slides as the mock API answers GET /api/index-slider. */
export const FromApi: Story = {
  render: () => {
    const Slider = () => {
      const { data } = useQuery(usePortalQueries().reference.indexSlider());
      return data ? <HomeSlider slides={data.data} /> : <Spinner showLabel />;
    };
    return <Slider />;
  },
};

export const Categories: StoryObj<typeof CategoryTiles> = {
  render: () => <CategoryTiles hrefFor={(category) => `/${category}`} />,
};
/** The mock API's slides in Greek (Content-Language): "Escorts near you" reads "Συνοδοί κοντά σας". */
export const FromApiGreek: Story = {
  ...FromApi,
  globals: { locale: 'el' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Συνοδοί κοντά σας/ }, { timeout: 15_000 })).toBeVisible();
  },
};

/** The categories as one row of link chips, the first thing on a phone's home under the city search. */
export const CategoryChipRow: StoryObj<typeof CategoryChips> = {
  render: () => <CategoryChips label="Categories" hrefFor={(category) => `/${category}`} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Categories' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
  },
};

/** Tiles with a picture for one category: the others keep their line icon. */
export const CategoriesWithPicture: StoryObj<typeof CategoryTiles> = {
  render: () => <CategoryTiles hrefFor={(category) => `/${category}`} images={{ escort: placeholder('tile-escort', 320, 200) }} />,
};
