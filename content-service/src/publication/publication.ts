import { IsNull, LessThanOrEqual, type FindOperator } from 'typeorm';
import type { Publication, PublicationAction } from '@site/contracts';

/** Draft, scheduled or published, as of `now`: one rule for every read. */
export function publicationOf(publishAt: Date | null, now: Date, hasDraft = false): Publication {
  if (!publishAt) return { status: 'draft', publish_at: null, has_unpublished_changes: hasDraft };
  return {
    status: publishAt.getTime() <= now.getTime() ? 'published' : 'scheduled',
    publish_at: publishAt.toISOString(),
    has_unpublished_changes: hasDraft,
  };
}

/** Public now: its live fields are what visitors see, so an edit waits as a revision. */
export const isLive = (publishAt: Date | null, now: Date): boolean => publishAt !== null && publishAt.getTime() <= now.getTime();

/**
 * Whether a save keeps the edit as a pending revision: a published or scheduled item's live fields
 * are (or will be, at `publish_at`) public, so they change only on Publish; a draft's are not.
 */
export const keepsRevision = (publishAt: Date | null): boolean => publishAt !== null;

/** Scheduling a revision of a live item is refused (decisions/content.md, "Revisions"). */
export const LIVE_REVISION_SCHEDULE_MESSAGE = (what: string): string =>
  `${what} is live: its changes can be published now or discarded, not scheduled. To schedule them, unpublish it first.`;

/** The `where` condition of a public read: published by `now` (a draft's null never matches). */
export const publishedBy = (now: Date): FindOperator<Date> => LessThanOrEqual(now);

/** Drafts only (the dashboard count). */
export const isDraft = (): FindOperator<Date> => IsNull() as FindOperator<Date>;

/** The `publish_at` an action leaves. */
export function publishAtAfter(action: PublicationAction, now: Date): Date | null {
  switch (action.action) {
    case 'publish':
      return now;
    case 'schedule':
      return new Date(action.publish_at);
    case 'unpublish':
      return null;
  }
}

export const publicationMessage = (what: string, action: PublicationAction): string =>
  action.action === 'publish'
    ? `${what} published`
    : action.action === 'schedule'
      ? `${what} scheduled`
      : `${what} unpublished`;
