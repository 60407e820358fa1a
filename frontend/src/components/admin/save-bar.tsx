import { useId, useState, type ReactNode, type RefObject } from 'react';
import type { PublicationStatus } from '@site/contracts/content';
import type { BannerState } from './banner';
import { StatusBadges, formatLocalTime } from './status-badge';

/** Asked before "Discard changes" drops saved, unpublished edits. */
export const DISCARD_CHANGES_MESSAGE = 'Discard the unpublished changes? The public page stays as it is.';
/** Asked before Unpublish takes an item off the public site. */
export const unpublishMessage = (name: string): string => `Unpublish "${name}"? It leaves the public site (pages, lists, sitemap, RSS) until you publish it again.`;

/** A datetime-local value (the admin's own time zone) -> an ISO instant; undefined when empty or invalid. */
export const toInstant = (local: string): string | undefined => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** What the primary button does, said beside it. */
function primaryHint(status: PublicationStatus | 'new', primary: string, publishAt: string | null | undefined): string {
  switch (status) {
    case 'new':
    case 'draft':
      return `${primary} publishes it at once. Save as draft keeps it off the site.`;
    case 'published':
      return `${primary} changes the public page at once. Save as draft keeps your changes aside.`;
    case 'scheduled':
      return `${primary} keeps it scheduled${publishAt ? ` for ${formatLocalTime(publishAt)}` : ''}.`;
  }
}

interface Props {
  status: PublicationStatus | 'new';
  publishAt?: string | null;
  hasChanges: boolean;
  busy: boolean;
  /** The spec's button: Upload, Save or Update. */
  primary: string;
  onSaveDraft: () => void;
  onPreview?: () => void;
  onSchedule: (instant: string) => void;
  onPublishNow: () => void;
  onUnpublish: () => void;
  onDiscardChanges: () => void;
  /** The line beside the buttons: what just happened, or why it did not (3 s banners and lasting errors). */
  message: BannerState | null;
  messageRef?: RefObject<HTMLParagraphElement | null>;
  /** A refusal of the schedule field, beside it; the field's id (a refusal moves focus there). */
  scheduleError?: string | null;
  scheduleInputId?: string;
  /** Discard (close) or Back to the list. */
  children?: ReactNode;
}

/**
 * The save bar (docs/decisions/frontend-admin.md, A13): it stays on screen at the bottom of the
 * form, with the state, the spec's primary button (a submit) and the explicit secondary actions
 * (Save as draft, Preview, Schedule…, Publish now, Unpublish, Discard changes), and the message of
 * the last action beside them.
 */
export function SaveBar(props: Props) {
  const { status, publishAt, hasChanges, busy, primary, message, messageRef, scheduleError = null, children } = props;
  const id = useId();
  const whenId = props.scheduleInputId ?? `${id}-when`;
  const [scheduling, setScheduling] = useState(false);
  // A refused schedule shows its field, so the refusal sits beside it (adjusted while rendering, as
  // React advises for state that follows a prop: no second render from an effect).
  const [shownError, setShownError] = useState<string | null>(null);
  if (scheduleError !== shownError) {
    setShownError(scheduleError);
    if (scheduleError) setScheduling(true);
  }
  const [when, setWhen] = useState('');
  const instant = toInstant(when);
  const live = status === 'published';
  return (
    <div className="admin-save-bar" role="region" aria-label="Save and publish">
      <div className="admin-save-bar__state">
        <StatusBadges status={status} publishAt={publishAt} hasChanges={hasChanges} />
        <span className="admin-hint">{primaryHint(status, primary, publishAt)}</span>
      </div>
      <div className="admin-actions admin-save-bar__actions">
        <button type="submit" disabled={busy}>
          {primary}
        </button>
        {/* A scheduled item is not public yet: saving it keeps it so either way. */}
        {status !== 'scheduled' ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={props.onSaveDraft}>
            Save as draft
          </button>
        ) : null}
        {props.onPreview ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={props.onPreview}>
            Preview<span className="visually-hidden"> (opens in a new tab)</span>
          </button>
        ) : null}
        {/* A public item cannot be scheduled: unpublish it first (decisions/content.md). */}
        {!live ? (
          <button type="button" className="admin-button--secondary" aria-expanded={scheduling} aria-controls={`${id}-schedule`} disabled={busy} onClick={() => setScheduling((s) => !s)}>
            Schedule…
          </button>
        ) : null}
        {status === 'scheduled' ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={props.onPublishNow}>
            Publish now
          </button>
        ) : null}
        {live || status === 'scheduled' ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={props.onUnpublish}>
            Unpublish
          </button>
        ) : null}
        {hasChanges && status !== 'draft' ? (
          <button type="button" className="admin-button--secondary" disabled={busy} onClick={props.onDiscardChanges}>
            Discard changes
          </button>
        ) : null}
        {children}
      </div>
      {scheduling && !live ? (
        <div id={`${id}-schedule`} className={`admin-save-bar__schedule${scheduleError ? ' admin-field--invalid' : ''}`}>
          <label htmlFor={whenId}>Publish on</label>
          {/* Seconds allowed: a time to the second is what is stored. */}
          <input
            id={whenId}
            type="datetime-local"
            step={1}
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            aria-invalid={scheduleError ? true : undefined}
            aria-describedby={scheduleError ? `${whenId}-error` : undefined}
          />
          <button type="button" disabled={busy || !instant} onClick={() => instant && props.onSchedule(instant)}>
            Schedule
          </button>
          {scheduleError ? (
            <p id={`${whenId}-error`} className="admin-field-error">
              {scheduleError}
            </p>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p ref={messageRef} tabIndex={-1} role={message.kind === 'error' ? 'alert' : 'status'} className={`admin-banner admin-banner--inline admin-banner--${message.kind}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
