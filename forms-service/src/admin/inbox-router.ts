import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  getRequestId,
  parseOrThrow,
  requireStaff,
  type AdminAuth,
  type AdminClaims,
} from '@site/service-kit';
import {
  leadNoteSchema,
  leadStatusChangeSchema,
  submissionListQuerySchema,
  subscriberListQuerySchema,
  type AdminStatsReply,
  type DeleteSubmissionReply,
  type LeadHistoryReply,
  type SubmissionListReply,
  type SubmissionReply,
  type SubscriberListReply,
} from '@site/contracts';
import type { Actor, InboxService, Table } from './inbox-service';
import { toCsv } from './csv';

const sendCsv = (res: Response, name: string, table: Table) => {
  const day = new Date().toISOString().slice(0, 10);
  res
    .set('Cache-Control', 'no-store')
    .type('text/csv; charset=utf-8')
    .attachment(`${name}-${day}.csv`)
    .send(toCsv(table.header, table.rows));
};

/** The signed-in admin who makes a change, from the verified token (requireStaff put it there). */
const actorOf = (res: Response): Actor => {
  const claims = res.locals.admin as AdminClaims;
  return { sub: claims.sub, email: claims.email };
};

export function inboxRouter(deps: { inbox: InboxService; adminAuth: AdminAuth | undefined }): Router {
  const { inbox } = deps;
  const router = Router();
  const admin: RequestHandler = requireStaff(deps.adminAuth);
  const idParam = (value: unknown) => parseOrThrow(z.uuid('id must be a submission id'), value);
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.use(
    [
      '/api/admin/submissions',
      '/api/admin/submissions.csv',
      '/api/admin/subscribers',
      '/api/admin/subscribers.csv',
      '/api/admin/stats',
    ],
    noStore,
  );

  router.get('/api/admin/stats', admin, async (_req, res) => {
    res.json({ status: 'success', data: await inbox.stats() } satisfies AdminStatsReply);
  });

  router.get('/api/admin/submissions.csv', admin, async (req, res) => {
    const { page: _p, pageSize: _s, ...filter } = parseOrThrow(submissionListQuerySchema, req.query);
    sendCsv(res, 'submissions', await inbox.exportSubmissions(filter));
  });

  router.get('/api/admin/submissions', admin, async (req, res) => {
    const { page, pageSize, ...filter } = parseOrThrow(submissionListQuerySchema, req.query);
    const { rows, total } = await inbox.list(filter, { page, pageSize });
    res.json({ status: 'success', data: rows, total, page, pageSize } satisfies SubmissionListReply);
  });

  router.get('/api/admin/submissions/:id', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: await inbox.get(idParam(req.params.id)),
    } satisfies SubmissionReply);
  });

  router.get('/api/admin/submissions/:id/history', admin, async (req, res) => {
    res.json({ status: 'success', data: await inbox.lead(idParam(req.params.id)) } satisfies LeadHistoryReply);
  });

  router.put('/api/admin/submissions/:id/lead-status', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const { leadStatus } = parseOrThrow(leadStatusChangeSchema, req.body ?? {});
    res.json({
      status: 'success',
      data: await inbox.changeLeadStatus(id, leadStatus, actorOf(res)),
    } satisfies LeadHistoryReply);
  });

  router.post('/api/admin/submissions/:id/notes', admin, async (req, res) => {
    const id = idParam(req.params.id);
    const { text } = parseOrThrow(leadNoteSchema, req.body ?? {});
    res
      .status(201)
      .json({ status: 'success', data: await inbox.addNote(id, text, actorOf(res)) } satisfies LeadHistoryReply);
  });

  router.post('/api/admin/submissions/:id/resend', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: await inbox.resend(idParam(req.params.id), getRequestId(res)),
    } satisfies SubmissionReply);
  });

  router.post('/api/admin/submissions/:id/not-spam', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: await inbox.notSpam(idParam(req.params.id), getRequestId(res)),
    } satisfies SubmissionReply);
  });

  router.delete('/api/admin/submissions/:id', admin, async (req, res) => {
    await inbox.delete(idParam(req.params.id), getRequestId(res));
    res.json({ status: 'success', message: 'Submission deleted' } satisfies DeleteSubmissionReply);
  });

  router.get('/api/admin/subscribers.csv', admin, async (req, res) => {
    const { page: _p, pageSize: _s, ...filter } = parseOrThrow(subscriberListQuerySchema, req.query);
    sendCsv(res, 'subscribers', await inbox.exportSubscribers(filter));
  });

  router.get('/api/admin/subscribers', admin, async (req, res) => {
    const { page, pageSize, ...filter } = parseOrThrow(subscriberListQuerySchema, req.query);
    const { rows, total } = await inbox.listSubscribers(filter, { page, pageSize });
    res.json({ status: 'success', data: rows, total, page, pageSize } satisfies SubscriberListReply);
  });
  return router;
}
