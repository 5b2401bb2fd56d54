import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** The 404 and error pages. */
export default function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="error-layout" width="narrow">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
