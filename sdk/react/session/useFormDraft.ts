import { useCallback, useEffect, useMemo, useRef } from 'react';
import { readFormDraft, removeFormDraft, sessionDraftStorage, writeFormDraft } from '../../session-store';
import type { DraftStorage } from '../../session-store';

export interface FormDraft {
  /** Stores the current values (call on change). */
  save(values: Record<string, unknown>): void;
  /** Forgets the draft (call after a successful send). */
  clear(): void;
}

/**
 * Keeps a form's unsent text in sessionStorage under `key` (see `formDraftKey`). The stored draft
 * is handed to `restore` after mount, not used as the initial value: the server renders the empty
 * form, and restoring during hydration would make the two renders differ. `key` null disables it.
 */
export function useFormDraft(
  key: string | null | undefined,
  restore: (draft: Record<string, unknown>) => void,
  storage?: DraftStorage | null,
): FormDraft {
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  const store = useMemo(() => (storage === undefined ? sessionDraftStorage() : storage), [storage]);

  useEffect(() => {
    if (!key) return;
    const draft = readFormDraft(store, key);
    if (draft) restoreRef.current(draft);
  }, [key, store]);

  const save = useCallback((values: Record<string, unknown>) => {
    if (key) writeFormDraft(store, key, values);
  }, [key, store]);
  const clear = useCallback(() => {
    if (key) removeFormDraft(store, key);
  }, [key, store]);
  return useMemo(() => ({ save, clear }), [save, clear]);
}
