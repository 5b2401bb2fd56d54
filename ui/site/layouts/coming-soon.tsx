import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Sections that are not open yet (BDSM, messages): a short centred notice. */
export default function ComingSoonLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="coming-soon" width="narrow">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
