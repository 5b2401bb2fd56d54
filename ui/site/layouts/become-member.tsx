import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';
import styles from './layouts.module.css';

/** The join page: a full-width band behind a regular column. */
export default function BecomeMemberLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="become-member" width="regular" banner={<div className={styles.heroBand} aria-hidden="true" />}>
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
