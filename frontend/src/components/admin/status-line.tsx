import type { ReactNode } from 'react';

const KINDS = {
  loading: { role: 'status', className: 'admin-spinner' },
  uploading: { role: 'status', className: 'admin-uploading' },
  success: { role: 'status', className: 'admin-banner admin-banner--success' },
  notice: { role: 'status', className: 'admin-notice' },
  error: { role: 'alert', className: 'admin-error' },
} as const;

/**
 * One line the admin area tells: progress or a confirmation (role status, read out politely) or an
 * error (role alert, read out at once). Nothing is rendered while there is nothing to say.
 */
export function StatusLine({ kind, children }: { kind: keyof typeof KINDS; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  const { role, className } = KINDS[kind];
  return (
    <p role={role} className={className}>
      {children}
    </p>
  );
}
