import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** The single-segment catch-all pages (§2 `/{slug}`). */
export default function EscortLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="escort" width="regular">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
