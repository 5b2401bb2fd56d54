import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ParametersList } from './ParametersList';

describe('ParametersList', () => {
  it('lists the set parameters with their labels and leaves unset ones out', () => {
    const { container } = renderWithI18n(<ParametersList parameters={profile.parameters} age={23} />);
    const terms = [...container.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms[0]).toBe('Age');
    expect(terms).toContain('Languages');
    expect(terms).not.toContain('Tattoos');
    expect(screen.getByText('English, French, Czech')).toBeDefined();
    expect(screen.getByText('172')).toBeDefined();
  });
});
