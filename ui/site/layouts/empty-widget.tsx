import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Bare content for embedding: neither header nor footer. */
export default function EmptyWidgetLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="empty-widget" header="none" footer="none" width="wide">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
