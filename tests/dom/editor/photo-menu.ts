import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** A photo's menu button, named after the photo ("Main photo", "Photo 2 of 4"). */
export const menuOf = (label: string) => screen.getByRole('button', { name: `Photo actions: ${label}` });

/** Opens a photo's menu with the pointer and picks an item. */
export async function pick(u: UserEvent, label: string, item: string) {
  await u.click(menuOf(label));
  await u.click(await screen.findByRole('menuitem', { name: item }));
}

/** The same with the keyboard: Enter opens the menu, the arrows walk it, Enter picks. */
export async function pickByKeyboard(u: UserEvent, label: string, item: string) {
  menuOf(label).focus();
  await u.keyboard('{Enter}');
  await screen.findByRole('menu');
  for (let step = 0; step < 8 && document.activeElement?.textContent !== item; step += 1) await u.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe(item);
  await u.keyboard('{Enter}');
}

/** Delete from the menu, then answer the confirmation. */
export async function deletePhoto(u: UserEvent, label: string, confirm = true) {
  await pick(u, label, 'Delete photo');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
  await u.click(screen.getByRole('button', { name: confirm ? 'Delete photo' : 'Keep photo' }));
  return dialog;
}
