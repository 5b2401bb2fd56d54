import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '@portal/sdk';
import { Wordmark } from './Wordmark';

describe('Wordmark', () => {
  it('is one link to the given home, named by the brand alone', () => {
    render(<Wordmark href="/ru" />);
    const link = screen.getByRole('link', { name: SITE_NAME });
    expect(link.getAttribute('href')).toBe('/ru');
    // The 18+ tag is shown but not read out as part of the name; the mark is decoration.
    expect(link.textContent).toContain('18+');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can leave the 18+ tag out and be set large', () => {
    render(<Wordmark href="/" size="lg" adult={false} />);
    const link = screen.getByRole('link', { name: SITE_NAME });
    expect(link.textContent).toBe(SITE_NAME);
    expect(link.getAttribute('data-size')).toBe('lg');
  });
});
