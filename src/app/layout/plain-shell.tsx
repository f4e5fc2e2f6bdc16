import { Outlet } from 'react-router';
import { AppShell } from './app-shell';

/** Pages outside a workspace that still show the app bar (account, onboarding, setup). */
export function PlainShell() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
