import type { ComponentType } from 'react';

/**
 * The gate's dialog (Radix) is only needed by first-time visitors, so it is a separate chunk.
 * The server and the client entry load it *before* rendering when the visitor has not confirmed,
 * so the dialog is in the server HTML and hydrates without a flash or a Suspense fallback.
 */
export type AgeGateDialogComponent = ComponentType<{ onConfirm: () => void; returnTo: string }>;

let loaded: AgeGateDialogComponent | null = null;
let pending: Promise<AgeGateDialogComponent> | null = null;

export function loadAgeGateDialog(): Promise<AgeGateDialogComponent> {
  pending ??= import('./AgeGateDialog').then((m) => (loaded = m.AgeGateDialog));
  return pending;
}

export const loadedAgeGateDialog = (): AgeGateDialogComponent | null => loaded;
