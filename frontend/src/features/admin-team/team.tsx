import { useState, type FormEvent } from 'react';
import { LIMITS } from '@site/contracts/limits';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@site/contracts/staff';
import { Banner, useBanner } from '@/components/admin/banner';
import { serverMessage } from '@/components/admin/server-message';
import { StatusLine } from '@/components/admin/status-line';
import { useAppSelector } from '@/lib/hooks';
import {
  useChangeRoleMutation,
  useGetTeamQuery,
  useInviteMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useResetMemberTotpMutation,
  useWithdrawInvitationMutation,
} from './admin-team-api';

const when = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : 'never');

/** Runs a team call and says how it went in the page's banner. */
function useTeamAction() {
  const { banner, showBanner } = useBanner();
  const run = async (call: Promise<{ error?: unknown } | { data: unknown }>, done: string) => {
    const result = await call;
    if ('error' in result && result.error) showBanner('error', serverMessage(result.error));
    else showBanner('success', done);
  };
  return { banner, run };
}

function InviteForm({ run }: { run: ReturnType<typeof useTeamAction>['run'] }) {
  const [invite, { isLoading }] = useInviteMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(invite({ email: email.trim(), name: name.trim(), role }), `Invitation sent to ${email.trim()}.`);
    setEmail('');
    setName('');
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="invite-title" className="admin-form">
      <h2 id="invite-title">Invite someone</h2>
      <label htmlFor="invite-name">Name</label>
      <input id="invite-name" name="name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="invite-email">Email</label>
      <input id="invite-email" name="email" type="email" required maxLength={LIMITS.loginEmail} value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor="invite-role">Role</label>
      <select id="invite-role" name="role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} aria-describedby="invite-role-help">
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <p id="invite-role-help">{ROLE_DESCRIPTIONS[role]}</p>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading}>
          Send invitation
        </button>
      </div>
    </form>
  );
}

/** /admin/team (the Owner): members and their roles, invitations by mail, role changes, removals. */
export function Team() {
  const me = useAppSelector((s) => s.session.user);
  const team = useGetTeamQuery();
  const { banner, run } = useTeamAction();
  const [changeRole] = useChangeRoleMutation();
  const [remove] = useRemoveMemberMutation();
  const [resetTotp] = useResetMemberTotpMutation();
  const [resend] = useResendInvitationMutation();
  const [withdraw] = useWithdrawInvitationMutation();

  return (
    <>
      <Banner banner={banner} />
      <h1>Team</h1>
      <p>A role change or a removal signs that person out everywhere at once.</p>
      {team.isLoading ? <StatusLine kind="loading">Loading…</StatusLine> : null}
      {team.error ? <StatusLine kind="error">{serverMessage(team.error)}</StatusLine> : null}
      <table className="admin-table">
        <caption>Members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Authenticator</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(team.data?.members ?? []).map((m) => (
            <tr key={m.id}>
              <td data-label="Name">{m.name}</td>
              <td data-label="Email">{m.email}</td>
              <td data-label="Role">
                <select
                  aria-label={`Role of ${m.name}`}
                  value={m.role}
                  disabled={m.id === me?._id}
                  onChange={(e) => void run(changeRole({ id: m.id, role: e.target.value as StaffRole }), `${m.name} is now ${ROLE_LABELS[e.target.value as StaffRole]}.`)}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </td>
              <td data-label="Authenticator">{m.totpEnabled ? 'on' : 'off'}</td>
              <td data-label="Last sign-in">{when(m.lastSignInAt)}</td>
              <td data-label="Actions">
                {m.id === me?._id ? (
                  'You'
                ) : (
                  <>
                    {m.totpEnabled ? (
                      <button
                        type="button"
                        className="admin-button--secondary"
                        onClick={() =>
                          window.confirm(`Remove the authenticator app of ${m.name}? They set up a new one at their next sign-in.`) &&
                          void run(resetTotp(m.id), `${m.name}'s authenticator app was removed.`)
                        }
                      >
                        Reset authenticator of {m.name}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="admin-button--danger"
                      onClick={() => window.confirm(`Remove ${m.name} from the team? They are signed out at once.`) && void run(remove(m.id), `${m.name} was removed.`)}
                    >
                      Remove {m.name}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <InviteForm run={run} />
      <table className="admin-table">
        <caption>Open invitations</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Invited by</th>
            <th scope="col">Link works until</th>
            <th scope="col">Mail</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(team.data?.invitations ?? []).map((i) => (
            <tr key={i.id}>
              <td data-label="Name">{i.name}</td>
              <td data-label="Email">{i.email}</td>
              <td data-label="Role">{ROLE_LABELS[i.role]}</td>
              <td data-label="Invited by">{i.invitedBy}</td>
              <td data-label="Link works until">{new Date(i.expiresAt) < new Date() ? 'expired' : when(i.expiresAt)}</td>
              <td data-label="Mail">{i.mailStatus}</td>
              <td data-label="Actions">
                <button type="button" className="admin-button--secondary" onClick={() => void run(resend(i.id), `A new link was sent to ${i.email}.`)}>
                  Send again to {i.email}
                </button>
                <button type="button" className="admin-button--secondary" onClick={() => void run(withdraw(i.id), `The invitation of ${i.email} was withdrawn.`)}>
                  Withdraw {i.email}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {team.data && team.data.invitations.length === 0 ? <p>No open invitations.</p> : null}
    </>
  );
}
