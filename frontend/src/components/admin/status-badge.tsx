import type { PublicationStatus } from '@site/contracts/content';

/** A date and time in the admin's own time zone, as the editors show it. */
export const formatLocalTime = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Draft", "Scheduled for <time>" or "Published": the state in words. */
export function statusLabel(status: PublicationStatus | undefined, publishAt: string | null | undefined): string {
  if (status === 'scheduled' && publishAt) return `Scheduled for ${formatLocalTime(publishAt)}`;
  return status === 'published' ? 'Published' : 'Draft';
}

/**
 * The state of a post or case study as coloured badges (docs/decisions/frontend-admin.md, A13):
 * Draft grey, Scheduled blue, Published green, and "Unpublished changes" amber beside it. The
 * words carry the meaning; colour only repeats it.
 */
export function StatusBadges({ status, publishAt, hasChanges = false }: { status: PublicationStatus | 'new' | undefined; publishAt?: string | null; hasChanges?: boolean }) {
  if (!status) return null;
  const kind = status === 'new' ? 'draft' : status;
  return (
    <span className="admin-badges">
      <span className={`admin-badge admin-badge--${kind}`}>{status === 'new' ? 'New: not saved yet' : statusLabel(status, publishAt)}</span>
      {hasChanges && status !== 'draft' ? <span className="admin-badge admin-badge--changes">Unpublished changes</span> : null}
    </span>
  );
}
