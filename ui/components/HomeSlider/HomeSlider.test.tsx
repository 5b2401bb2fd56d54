import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { placeholder } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { HomeSlider } from './HomeSlider';

const slides = [1, 2, 3].map((id) => ({ id, title: `Slide title ${id}`, subtitle: id === 1 ? 'Subtitle' : null, image: placeholder(`s${id}`, 1260, 540), href: `/escort?s=${id}` }));

describe('HomeSlider', () => {
  it('shows one slide at a time with a link, moving with buttons and arrow keys', async () => {
    renderWithI18n(<HomeSlider slides={slides} />);
    expect(screen.getByRole('region', { name: 'Featured models' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Slide title 1' }).getAttribute('href')).toBe('/escort?s=1');
    expect(screen.queryByRole('link', { name: 'Slide title 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeDefined();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: 'Slide 3 of 3' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeDefined();
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithI18n(<HomeSlider slides={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
