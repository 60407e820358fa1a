import { IsNull, LessThanOrEqual, type FindOperator } from 'typeorm';
import type { Publication, PublicationAction } from '@site/contracts';

/** Draft, scheduled or published, as of `now`: one rule for every read. */
export function publicationOf(publishAt: Date | null, now: Date): Publication {
  if (!publishAt) return { status: 'draft', publish_at: null };
  return {
    status: publishAt.getTime() <= now.getTime() ? 'published' : 'scheduled',
    publish_at: publishAt.toISOString(),
  };
}

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
