import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Home and content pages: the full header and footer around a wide page. */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="default" width="wide">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
