import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { Gallery } from './Gallery';

const visibleSlide = () => screen.getByRole('group', { hidden: false });

describe('Gallery', () => {
  it('is a labelled carousel showing photo 1 of 4 first', () => {
    renderWithI18n(<Gallery images={profile.images} name="Chloé" />);
    expect(screen.getByRole('region', { name: 'Photos' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 1 of 4');
  });

  it('moves with the previous/next buttons, wrapping at the ends', async () => {
    renderWithI18n(<Gallery images={profile.images} name="Chloé" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 2 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 4 of 4');
  });

  it('follows the arrow keys, Home and End while focus is inside', () => {
    renderWithI18n(<Gallery images={profile.images} name="Chloé" />);
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 3 of 4');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 2 of 4');
    fireEvent.keyDown(next, { key: 'End' });
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 4 of 4');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(visibleSlide().getAttribute('aria-label')).toBe('Photo 1 of 4');
  });

  it('announces the position politely and jumps with the thumbnails', async () => {
    renderWithI18n(<Gallery images={profile.images} name="Chloé" />);
    await userEvent.click(screen.getByRole('button', { name: 'Photo 3 of 4' }));
    expect(screen.getByRole('button', { name: 'Photo 3 of 4' }).getAttribute('aria-current')).toBe('true');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Photo 3 of 4');
  });

  it('loads only the first photo eagerly, with its size', () => {
    renderWithI18n(<Gallery images={profile.images} name="Chloé" />);
    const imgs = screen.getAllByRole('img', { name: 'Chloé', hidden: true });
    expect(imgs[0]?.getAttribute('loading')).toBe('eager');
    expect(imgs[0]?.getAttribute('width')).toBe('600');
    expect(imgs.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('has no controls for a single photo', () => {
    renderWithI18n(<Gallery images={{ main_slide: profile.images.main_slide, other_sliders: [] }} name="Chloé" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
