import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * §2: the app shell shows the current page plus two popups, wrong password and registration
 * error. Their state lives here so any page (login and sign-up forms) can open them with
 * `usePopups().open(...)`.
 */
export type Popup =
  /** `focusAfterClose`: the login form's password field, focused once the popup is closed. */
  | { readonly kind: 'wrong-password'; readonly focusAfterClose?: () => void }
  /** `error`: the failure as the form reports it; its text follows §8 (errors.message, first field error, default). */
  | { readonly kind: 'registration-error'; readonly error?: unknown; readonly message?: string };

export interface PopupControls {
  readonly popup: Popup | null;
  readonly open: (popup: Popup) => void;
  readonly close: () => void;
}

const PopupContext = createContext<PopupControls>({ popup: null, open: () => {}, close: () => {} });

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<Popup | null>(null);
  const value = useMemo<PopupControls>(() => ({ popup, open: setPopup, close: () => setPopup(null) }), [popup]);
  return <PopupContext.Provider value={value}>{children}</PopupContext.Provider>;
}

export const usePopups = (): PopupControls => useContext(PopupContext);
