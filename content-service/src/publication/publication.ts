import { IsNull, LessThanOrEqual, type FindOperator, type SelectQueryBuilder, type ObjectLiteral } from 'typeorm';
import type { Publication, PublicationAction, PublicationStatus, SaveMode } from '@site/contracts';
import { AppError } from '@site/service-kit';

/** Draft, scheduled or published, as of `now`: one rule for every read. */
export function publicationOf(publishAt: Date | null, now: Date, hasDraft = false): Publication {
  if (!publishAt) return { status: 'draft', publish_at: null, has_unpublished_changes: hasDraft };
  return {
    status: publishAt.getTime() <= now.getTime() ? 'published' : 'scheduled',
    publish_at: publishAt.toISOString(),
    has_unpublished_changes: hasDraft,
  };
}

export const statusOf = (publishAt: Date | null, now: Date): PublicationStatus => publicationOf(publishAt, now).status;

/** Public now: its live fields are what visitors see. */
export const isLive = (publishAt: Date | null, now: Date): publishAt is Date => publishAt !== null && publishAt.getTime() <= now.getTime();

/** Scheduling a published item is refused (decisions/content.md, "The spec's buttons publish"). */
export const liveScheduleRefusal = (what: string): AppError =>
  new AppError({
    status: 409,
    code: 'LIVE_REVISION_SCHEDULE',
    message: `${what} is public: it cannot be scheduled. Save to change it now, or unpublish it first and then schedule it.`,
    reply: { fields: [{ field: 'publication.schedule', message: `${what} is public: unpublish it first to schedule it.` }] },
  });

/**
 * Where a save leaves an item that had `current` as its publish_at (decisions/content.md, "The spec's
 * buttons publish"): its next publish_at, and whether the edit waits as unpublished changes (only
 * an edit of a published item saved as a draft does). Scheduling a published item is refused.
 */
export function afterSave(current: Date | null, mode: SaveMode, now: Date, what: string): { publishAt: Date | null; revision: boolean } {
  const status = statusOf(current, now);
  if (typeof mode === 'object') {
    if (status === 'published') throw liveScheduleRefusal(what);
    return { publishAt: new Date(mode.schedule), revision: false };
  }
  if (status === 'draft') return { publishAt: mode === 'live' ? now : null, revision: false };
  if (status === 'scheduled') return { publishAt: current, revision: false };
  return { publishAt: current, revision: mode === 'draft' };
}

/** The `where` condition of a public read: published by `now` (a draft's null never matches). */
export const publishedBy = (now: Date): FindOperator<Date> => LessThanOrEqual(now);

/** Drafts only. */
export const isDraft = (): FindOperator<Date> => IsNull() as FindOperator<Date>;

/**
 * Not (fully) public: a draft, a scheduled item, or a published one with unpublished changes. The
 * dashboard's count and the admin lists' `?state=in-progress` both use this one condition.
 */
export function whereInProgress<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, now: Date): SelectQueryBuilder<T> {
  return qb.andWhere(`(${alias}.publish_at IS NULL OR ${alias}.publish_at > :inProgressNow OR ${alias}.draft IS NOT NULL)`, { inProgressNow: now });
}

/** The `publish_at` an action leaves; publishing a published item keeps the day it went live. */
export function publishAtAfter(action: PublicationAction, current: Date | null, now: Date): Date | null {
  switch (action.action) {
    case 'publish':
      return isLive(current, now) ? current : now;
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
