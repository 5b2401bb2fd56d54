import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** Login, password and sign-up forms: a slim header and a single centred card. */
export default function RegistrationLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="registration" header="slim" footer="minimal" width="card">
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
