import { SignInFrame } from '@/components/admin/admin-page';
import { RedirectSignedInAdmin } from '@/components/admin/require-admin';
import { LoginForm } from '@/features/auth/login-form';

/** /login: Sign In; an admin who is already signed in goes to /admin (spec section 6). */
export function Component() {
  return (
    <RedirectSignedInAdmin>
      <SignInFrame>
        <LoginForm />
      </SignInFrame>
    </RedirectSignedInAdmin>
  );
}
