import { useAppDispatch } from '@/app/hooks';
import { signOut } from '@/features/admin-shared/session';

export function LogoutButton() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="admin-button--secondary" onClick={() => dispatch(signOut())}>
      Logout
    </button>
  );
}
