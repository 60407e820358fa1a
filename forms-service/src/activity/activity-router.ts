import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { activityPageOf, activityQuerySchema, activitySqlParams, type ActivityItem } from '@site/contracts';
import { parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';

interface Row {
  id: string;
  kind: 'status' | 'note';
  from_status: string | null;
  to_status: string | null;
  actor_email: string;
  created_at: Date;
  submission_id: string;
  type: string;
  name: string | null;
}

/**
 * The lead part of the Owner's activity log: status changes and notes, from `forms.lead_events`,
 * with whose lead it was. A note's text stays in the inbox (the log says a note was added).
 */
export function createActivityRouter(dataSource: DataSource, adminAuth: AdminAuth | undefined): Router {
  const router = Router();
  router.get('/api/admin/activity/leads', requireStaff(adminAuth), async (req, res) => {
    const filter = parseOrThrow(activityQuerySchema, req.query);
    const rows = (await dataSource.query(
      `SELECT e.id, e.kind, e.from_status, e.to_status, e.actor_email, e.created_at, e.submission_id, s.type,
              coalesce(s.payload->>'name', nullif(trim(concat(s.payload->>'fname', ' ', s.payload->>'lname')), ''), s.payload->>'email') AS name
         FROM forms.lead_events e JOIN forms.submissions s ON s.id = e.submission_id
        WHERE ($1::bigint IS NULL OR e.id < $1)
          AND ($2::text IS NULL OR strpos(lower(e.actor_email), lower($2)) > 0)
          AND ($3::timestamptz IS NULL OR e.created_at >= $3) AND ($4::timestamptz IS NULL OR e.created_at < $4)
        ORDER BY e.id DESC LIMIT $5`,
      activitySqlParams(filter),
    )) as Row[];
    const data: ActivityItem[] = rows.map((r) => {
      const lead = `the ${r.type === 'job' ? 'application' : 'lead'} of ${r.name ?? 'someone'}`;
      return {
        id: String(r.id),
        source: 'leads',
        at: r.created_at.toISOString(),
        actor: r.actor_email,
        action: r.kind,
        summary: r.kind === 'status' ? `Moved ${lead} from ${r.from_status} to ${r.to_status}` : `Added a note to ${lead}`,
      };
    });
    res.set('Cache-Control', 'no-store').json(activityPageOf(data, filter.limit));
  });
  return router;
}
