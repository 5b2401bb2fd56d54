import { useRef } from 'react';

/**
 * Focus back to what opened a Radix dialog. Radix returns focus to the dialog's own Trigger; a
 * dialog the host opens itself (`open` set after a click or a failed submit, no Trigger) would
 * leave focus on the page's body, and a keyboard or screen-reader user at the top of the page.
 * Spread the handlers on the dialog's Content: the element focused when the dialog opened gets
 * focus back when it closes, if it is still in the page.
 */
export function useReturnFocus(): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix calls this before it moves focus into the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
