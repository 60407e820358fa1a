import { Outlet } from 'react-router-dom';
import { AdminShell } from '@/components/admin/admin-shell';
import { LogoutButton, SignOutEverywhereButton } from '@/features/auth/logout-button';

/** Every /admin page: the admin shell instead of the public header and footer (a lazy chunk of its own). */
export function Component() {
  return (
    <AdminShell
      userActions={
        <>
          <LogoutButton />
          <SignOutEverywhereButton />
        </>
      }
    >
      <Outlet />
    </AdminShell>
  );
}
