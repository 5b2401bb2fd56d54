import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('shows the translated error as an alert and retries on click', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The profiles could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no retry button without a handler', () => {
    renderWithI18n(<ErrorState message="Down" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
