import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  it('gives focus back to what opened it when the host opens it (no trigger), as with a trigger', async () => {
    function Story() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Before</button>
          <button type="button" onClick={() => setOpen(true)}>Play the story</button>
          <Modal title="Story" open={open} onOpenChange={setOpen}><p>Video</p></Modal>
        </>
      );
    }
    renderWithI18n(<Story />);
    const opener = screen.getByRole('button', { name: 'Play the story' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Story' }).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // And with the close button.
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
