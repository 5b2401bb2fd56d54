import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ageConfirmationCookie, browserCookieOptions, documentCookieWriter, writeCookies } from '@portal/sdk';

/**
 * The 18+ choice (§ "adults only"): known to the server from the cookie, so a returning visitor
 * never sees the gate flash, and treated as given for search engines, which receive the content.
 */
interface AgeGateState {
  readonly confirmed: boolean;
  readonly confirm: () => void;
}

const AgeGateContext = createContext<AgeGateState>({ confirmed: true, confirm: () => {} });

export function AgeGateProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [confirmed, setConfirmed] = useState(initial);
  const confirm = useCallback(() => {
    writeCookies(documentCookieWriter, [ageConfirmationCookie(browserCookieOptions())]);
    setConfirmed(true);
  }, []);
  const value = useMemo(() => ({ confirmed, confirm }), [confirmed, confirm]);
  return <AgeGateContext.Provider value={value}>{children}</AgeGateContext.Provider>;
}

export const useAgeGate = (): AgeGateState => useContext(AgeGateContext);

/** Where the no-script fallback of the gate posts to; the server sets the cookie and redirects back. */
export const AGE_CONFIRM_PATH = '/age-confirmation';
