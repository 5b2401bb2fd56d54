import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Listings and profile pages of every category: wide, room for a grid of cards. */
export default function EscortListingLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="escort-layouts" width="wide">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
