import { SignInFrame } from '@/components/admin/admin-page';
import { InvitationForm } from '@/features/auth/invitation-form';

/** /login/invitation: a page of the sign-in area (noindex, no guard: the link or the address is the key). */
export function Component() {
  return (
    <SignInFrame>
      <InvitationForm />
    </SignInFrame>
  );
}
