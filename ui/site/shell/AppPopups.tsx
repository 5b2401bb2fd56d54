import { lazy, Suspense } from 'react';
import { usePopups } from './popup-state';

/** The dialogs are a chunk of their own, fetched the first time a popup opens. */
const PopupDialog = lazy(() => import('./PopupDialog'));

/** Mount point of §2's two popups, driven by `usePopups()`. */
export function AppPopups() {
  const { popup, close } = usePopups();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} onClose={close} />
    </Suspense>
  );
}
