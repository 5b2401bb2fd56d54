import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceSwitch } from './AudienceSwitch';

describe('AudienceSwitch', () => {
  it('is a named navigation of plain links, only the current one marked', () => {
    render(
      <AudienceSwitch
        label="Account type"
        items={[
          { href: '/registration/client', label: 'Client', current: false },
          { href: '/registration/model', label: 'Model', current: true },
          { href: '/registration/business', label: 'Business', current: false },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Account type' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Client', '/registration/client'], ['Model', '/registration/model'], ['Business', '/registration/business'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Model');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
