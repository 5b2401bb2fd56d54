import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@portal/sdk';
import { profileSummaries } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ProfileCard } from '../ProfileCard';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('shows a page of skeletons and announces loading', () => {
    renderWithI18n(<CardGrid items={[]} loading renderItem={() => null} />);
    expect(screen.getAllByTestId('profile-card-skeleton')).toHaveLength(PAGE_SIZE);
    expect(screen.getByRole('status').textContent).toBe('Loading profiles…');
  });

  it('loads the first cards eagerly, only the first with high priority', () => {
    const { container } = renderWithI18n(
      <CardGrid items={profileSummaries(4)} label="Profiles" renderItem={(p, hints) => (
        <ProfileCard profile={p} href={`/escort/${p.slug}`} loading={hints.loading} fetchPriority={hints.fetchPriority} />
      )} />,
    );
    expect(screen.getByRole('list', { name: 'Profiles' })).toBeDefined();
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto', 'auto']);
  });
});
