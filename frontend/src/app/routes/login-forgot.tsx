import { SignInFrame } from '@/components/admin/admin-page';
import { ForgotPasswordForm } from '@/features/auth/password-reset-forms';

/** /login/forgot: a page of the sign-in area (noindex, no guard: the link or the address is the key). */
export function Component() {
  return (
    <SignInFrame>
      <ForgotPasswordForm />
    </SignInFrame>
  );
}
