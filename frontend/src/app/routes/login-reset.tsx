import { SignInFrame } from '@/components/admin/admin-page';
import { ResetPasswordForm } from '@/features/auth/password-reset-forms';

/** /login/reset: a page of the sign-in area (noindex, no guard: the link or the address is the key). */
export function Component() {
  return (
    <SignInFrame>
      <ResetPasswordForm />
    </SignInFrame>
  );
}
