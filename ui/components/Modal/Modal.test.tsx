import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { Button } from '../Button';
import { Modal } from './Modal';

describe('Modal', () => {
  it('opens from its trigger, is named by its title and closes with the close button', async () => {
    renderWithI18n(<Modal title="Report this profile" trigger={<Button>Open</Button>}><p>Body</p></Modal>);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Report this profile' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    renderWithI18n(<Modal title="T" trigger={<Button>Open</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
