import { useId, useState } from 'react';
import type { PreviewKind, PublicationAction, PublicationStatus } from '@site/contracts/content';
import { useCreatePreviewLinkMutation } from './preview-api';
import { serverMessage } from './server-message';
import { StatusLine } from './status-line';

/** "Draft", "Scheduled for <time>" or "Published": the state an editor and a list show. */
export function statusLabel(status: PublicationStatus | undefined, publishAt: string | null | undefined): string {
  if (status === 'scheduled' && publishAt) return `Scheduled for ${new Date(publishAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
  return status === 'published' ? 'Published' : 'Draft';
}

/** Asked before "Discard changes" drops saved, unpublished edits. */
export const DISCARD_CHANGES_MESSAGE = 'Discard the unpublished changes? The public page stays as it is.';

/** A datetime-local value (the admin's own time zone) -> an ISO instant; undefined when empty. */
const toInstant = (local: string): string | undefined => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

interface Props {
  kind: PreviewKind;
  /** Undefined while the item is not created yet (a new blog): only saving is possible. */
  id: string | undefined;
  status: PublicationStatus | undefined;
  publishAt: string | null | undefined;
  busy: boolean;
  /** Saves the form, then applies the action (publish, schedule, unpublish). */
  onAction: (action: PublicationAction) => void;
  /** The admin preview page of this item. */
  previewHref: string | undefined;
  /** A saved edit of a published or scheduled item waits for Publish (decisions/content.md, "Revisions"). */
  hasChanges?: boolean;
  /** The form has edits not saved yet ("Publish changes" saves them first). */
  dirty?: boolean;
  /** Drops the saved, unpublished changes; the live item stays as it is. */
  onDiscardChanges?: () => void;
}

/**
 * Publish now, schedule, unpublish, preview and share a preview link (decisions/content.md, "Drafts and publishing"):
 * every action saves the form first, so what is published is what is on screen.
 */
export function PublicationControls({ kind, id, status, publishAt, busy, onAction, previewHref, hasChanges = false, dirty = false, onDiscardChanges }: Props) {
  const scheduleId = useId();
  const [when, setWhen] = useState('');
  const [shareLink, setShareLink] = useState<{ url: string; expires: string } | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const [createLink, { isLoading: linking }] = useCreatePreviewLinkMutation();
  const instant = toInstant(when);

  async function share() {
    if (!id) return;
    setShareError(null);
    const result = await createLink({ kind, id });
    if ('data' in result && result.data) {
      setShareLink({ url: new URL(result.data.path, window.location.origin).href, expires: new Date(result.data.expires_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) });
    } else setShareError(serverMessage(result.error));
  }

  return (
    <fieldset className="admin-publication">
      <legend>Publication</legend>
      <p className="admin-status">Status: {statusLabel(status, publishAt)}</p>
      {status !== 'draft' && hasChanges ? <p className="admin-status admin-status--changes">Unpublished changes</p> : null}
      {status === 'published' ? (
        <p className="admin-hint">Saving keeps your edits as unpublished changes: the public page stays as it is until you publish them. Unpublish takes it off the site (back to a draft).</p>
      ) : null}
      {status === 'scheduled' ? <p className="admin-hint">Saving keeps your edits as unpublished changes: Publish now or Schedule applies them.</p> : null}
      {status === 'draft' ? <p className="admin-hint">Saving keeps it a draft: only signed-in admins and preview links can see it.</p> : null}
      <div className="admin-actions">
        {status !== 'published' ? (
          <button type="button" disabled={busy} onClick={() => onAction({ action: 'publish' })}>
            Publish now
          </button>
        ) : null}
        {status === 'published' && (hasChanges || dirty) ? (
          <button type="button" disabled={busy} onClick={() => onAction({ action: 'publish' })}>
            Publish changes
          </button>
        ) : null}
        {status && status !== 'draft' && hasChanges && onDiscardChanges ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={onDiscardChanges}>
            Discard changes
          </button>
        ) : null}
        {status && status !== 'draft' ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={() => onAction({ action: 'unpublish' })}>
            Unpublish
          </button>
        ) : null}
      </div>
      <label htmlFor={scheduleId}>Publish at</label>
      {/* Seconds allowed: a time to the second is what is stored. */}
      <input id={scheduleId} type="datetime-local" step={1} value={when} onChange={(e) => setWhen(e.target.value)} />
      <button type="button" disabled={busy || !instant} onClick={() => instant && onAction({ action: 'schedule', publish_at: instant })}>
        Schedule
      </button>
      {id ? (
        <div className="admin-actions">
          {previewHref ? (
            <a href={previewHref} target="_blank" rel="noopener noreferrer" className="admin-button admin-button--secondary">
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          <button type="button" className="admin-button--secondary" disabled={linking} onClick={share}>
            Share preview link
          </button>
        </div>
      ) : null}
      {shareLink ? (
        <p>
          <label>
            Preview link (works without signing in until {shareLink.expires})
            <input type="text" readOnly value={shareLink.url} onFocus={(e) => e.target.select()} />
          </label>
        </p>
      ) : null}
      <StatusLine kind="error">{shareError}</StatusLine>
    </fieldset>
  );
}
