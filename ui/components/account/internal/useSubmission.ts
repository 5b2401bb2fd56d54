import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_I18N_KEYS } from '@portal/sdk';
import { serverFieldErrors, translateError, translateMessage } from './messages';
import type { Translate } from './messages';

export type SubmissionStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'success'; readonly message: string }
  | { readonly kind: 'error'; readonly message: string; readonly error: unknown };

const IDLE: SubmissionStatus = { kind: 'idle' };

export interface SubmissionOptions {
  /** The alert text of a failure; default `translateError`. */
  describeError?: (error: unknown) => string;
  /** Lets a form take over some failures (the wrong-password popup): return true when handled. */
  onError?: (error: unknown) => boolean | void;
  t: Translate;
  /** The fields the form shows: server messages for them go under the field, others to the alert. */
  fields: readonly string[];
  setError: (name: never, error: { type: string; message: string }) => void;
}

/**
 * One send at a time, and what came of it. The guard is a ref, not state: a double click fires
 * twice before React re-renders with the button disabled, and only a ref sees the first click.
 * The typed values are never reset on failure, so the visitor can correct and send again.
 */
export function useSubmission({ t, fields, setError, onError, describeError }: SubmissionOptions) {
  const [status, setStatus] = useState<SubmissionStatus>(IDLE);
  const busy = useRef(false);
  const latest = useRef({ t, fields, setError, onError, describeError });
  useEffect(() => {
    latest.current = { t, fields, setError, onError, describeError };
  });

  const run = useCallback(async (task: () => Promise<string | null | void>) => {
    if (busy.current) return;
    busy.current = true;
    setStatus(IDLE);
    try {
      const message = await task();
      setStatus(message ? { kind: 'success', message } : IDLE);
    } catch (error) {
      const { t: translate, fields: shown, setError: set, onError: handle, describeError: describe } = latest.current;
      if (handle?.(error) === true) return;
      let underFields = 0;
      let elsewhere: string | undefined;
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        // The server's message is kept raw here; the field renders it through translateFieldError.
        if (shown.includes(field)) {
          set(field as never, { type: 'server', message });
          underFields += 1;
        } else {
          elsewhere ??= message;
        }
      }
      // Field messages sit under their fields, so the alert points at them; a message for a field
      // the form does not show (a reset token, say) has no other place than the alert.
      const message = elsewhere !== undefined
        ? translateMessage(translate, elsewhere)
        : underFields > 0
          ? translate(ERROR_I18N_KEYS.validation)
          : describe ? describe(error) : translateError(translate, error);
      setStatus({ kind: 'error', message, error });
    } finally {
      busy.current = false;
    }
  }, []);

  const reset = useCallback(() => setStatus(IDLE), []);
  return { status, run, reset };
}
