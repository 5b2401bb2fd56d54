import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localizePath, matchRoute } from '@portal/sdk';
import { useLocale } from '../context';
import { ownedSearch } from '../data/page-query';
import { loadAgeGateDialog, loadedAgeGateDialog } from './age-gate-loader';
import { useAgeGate } from './age-gate-state';

/** Legal pages stay readable without the gate: a visitor may want the terms before confirming. */
const UNGATED_LAYOUTS: ReadonlySet<string> = new Set(['conditions']);

export function useGateRequired(): boolean {
  const { confirmed } = useAgeGate();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (confirmed) return false;
  const match = matchRoute(localizePath(pathname, locale));
  return !UNGATED_LAYOUTS.has(match.layout);
}

export function AgeGate() {
  const required = useGateRequired();
  const { confirm } = useAgeGate();
  const locale = useLocale();
  const location = useLocation();
  const [Dialog, setDialog] = useState(loadedAgeGateDialog);

  useEffect(() => {
    if (required && !Dialog) void loadAgeGateDialog().then((c) => setDialog(() => c));
  }, [required, Dialog]);

  if (!required || !Dialog) return null;
  return <Dialog onConfirm={confirm} returnTo={localizePath(location.pathname + ownedSearch(location.pathname, location.search), locale)} />;
}
