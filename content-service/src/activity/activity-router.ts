import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { activityPageOf, activityQuerySchema, activitySqlParams, type ActivityItem } from '@site/contracts';
import { parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Unpublished',
  discard: 'Discarded the changes of',
};

interface Row {
  audit_id: string;
  actor_email: string;
  action: string;
  entity: 'blog' | 'case_study';
  entity_id: string;
  at: Date;
  title: string | null;
}

/**
 * The content part of the Owner's activity log (docs/decisions/auth-gateway.md, "Activity"): who
 * created, edited, published or deleted which post or case study, from `content.audit_log`, with the
 * record's current title (none once deleted). Newest first; `next` pages back.
 */
export function createActivityRouter(dataSource: DataSource, adminAuth: AdminAuth | undefined): Router {
  const router = Router();
  router.get('/api/admin/activity/content', requireStaff(adminAuth), async (req, res) => {
    const filter = parseOrThrow(activityQuerySchema, req.query);
    const rows = (await dataSource.query(
      `SELECT a.audit_id, a.actor_email, a.action, a.entity, a.entity_id, a.at,
              coalesce(b.title, nullif(c.hero_heading, '')) AS title
         FROM content.audit_log a
         LEFT JOIN content.blogs b ON a.entity = 'blog' AND b.blog_id::text = a.entity_id
         LEFT JOIN content.case_studies c ON a.entity = 'case_study' AND c._id::text = a.entity_id
        WHERE ($1::bigint IS NULL OR a.audit_id < $1)
          AND ($2::text IS NULL OR strpos(lower(a.actor_email), lower($2)) > 0)
          AND ($3::timestamptz IS NULL OR a.at >= $3) AND ($4::timestamptz IS NULL OR a.at < $4)
        ORDER BY a.audit_id DESC LIMIT $5`,
      activitySqlParams(filter),
    )) as Row[];
    const data: ActivityItem[] = rows.map((r) => ({
      id: String(r.audit_id),
      source: 'content',
      at: r.at.toISOString(),
      actor: r.actor_email,
      action: r.action,
      summary: `${VERBS[r.action] ?? r.action} the ${r.entity === 'blog' ? 'post' : 'case study'} ${r.title ? `"${r.title}"` : `#${r.entity_id}`}`,
    }));
    res.set('Cache-Control', 'no-store').json(activityPageOf(data, filter.limit));
  });
  return router;
}
