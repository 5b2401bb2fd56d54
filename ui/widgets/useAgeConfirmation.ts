import { useCallback, useSyncExternalStore } from 'react';
import { AGE_CONFIRMATION_MAX_AGE_S, COOKIE_NAMES } from '@portal/sdk';
import { confirmAge, isConfirmed, onAgeConfirmed } from '../embed/age';
import type { AgeCookie } from '../embed/age';

/** The portal's age cookie, as the script-tag widget gets it at build time. */
const AGE_COOKIE: AgeCookie = { name: COOKIE_NAMES.ageConfirmed, maxAge: AGE_CONFIRMATION_MAX_AGE_S };

const readConfirmed = () => isConfirmed(AGE_COOKIE);
/** Not confirmed while server-rendering: the pictures stay blurred until the browser knows. */
const onServer = () => false;

/**
 * The 18+ confirmation of the React widget, the same as the script-tag widget's (ui/embed/age.ts):
 * confirming in either lifts the blur of both. `known` is the host's own answer, when it has one.
 */
export function useAgeConfirmation(known: boolean | undefined, portal: string): { confirmed: boolean; confirm: () => void } {
  const stored = useSyncExternalStore(onAgeConfirmed, readConfirmed, onServer);
  const confirm = useCallback(() => confirmAge(AGE_COOKIE, portal), [portal]);
  return { confirmed: known ?? stored, confirm };
}
