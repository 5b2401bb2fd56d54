import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Editors (business and profile forms): no footer, so the form's own buttons end the page. */
export default function EmptyFooterLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="empty-footer" footer="none">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
