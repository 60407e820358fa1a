import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { getRequestId, parseOrThrow, requireAdmin, type AdminAuth } from '@site/service-kit';
import {
  submissionListQuerySchema,
  subscriberListQuerySchema,
  type DeleteSubmissionReply,
  type SubmissionListReply,
  type SubmissionReply,
  type SubscriberListReply,
} from '@site/contracts';
import { toSubmission, type SubmissionsRepository } from '../submissions/submissions-repository';
import type { SubmissionsService } from '../submissions/submissions-service';
import type { SubscribersRepository } from '../newsletter/subscribers-repository';
import { toCsv } from './csv';

const PAYLOAD_COLUMNS = [
  'name',
  'fname',
  'lname',
  'email',
  'phoneNum',
  'message',
  'city',
  'state',
  'jobInterested',
  'resume',
];

const sendCsv = (res: Response, name: string, csv: string) => {
  const day = new Date().toISOString().slice(0, 10);
  res
    .set('Cache-Control', 'no-store')
    .type('text/csv; charset=utf-8')
    .attachment(`${name}-${day}.csv`)
    .send(csv);
};

export function inboxRouter(deps: {
  service: SubmissionsService;
  submissions: SubmissionsRepository;
  subscribers: SubscribersRepository;
  adminAuth: AdminAuth | undefined;
}): Router {
  const { service, submissions, subscribers } = deps;
  const router = Router();
  const admin: RequestHandler = requireAdmin(deps.adminAuth);
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
    ],
    noStore,
  );

  router.get('/api/admin/submissions.csv', admin, async (req, res) => {
    const { page: _p, pageSize: _s, ...filter } = parseOrThrow(submissionListQuerySchema, req.query);
    const { rows } = await submissions.list(filter);
    const header = [
      'id',
      'type',
      'region',
      'status',
      'createdAt',
      'sentAt',
      'attempts',
      'lastError',
      'ip',
      'userAgent',
      ...PAYLOAD_COLUMNS,
    ];
    const body = rows.map((s) => [
      s.id,
      s.type,
      s.region,
      s.deliveryStatus,
      s.createdAt,
      s.sentAt,
      s.attempts,
      s.lastError,
      s.ip,
      s.userAgent,
      ...PAYLOAD_COLUMNS.map((c) => s.payload[c]),
    ]);
    sendCsv(res, 'submissions', toCsv(header, body));
  });

  router.get('/api/admin/submissions', admin, async (req, res) => {
    const { page, pageSize, ...filter } = parseOrThrow(submissionListQuerySchema, req.query);
    const { rows, total } = await submissions.list(filter, { page, pageSize });
    res.json({
      status: 'success',
      data: rows.map(toSubmission),
      total,
      page,
      pageSize,
    } satisfies SubmissionListReply);
  });

  router.get('/api/admin/submissions/:id', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: toSubmission(await service.get(idParam(req.params.id))),
    } satisfies SubmissionReply);
  });

  router.post('/api/admin/submissions/:id/resend', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: toSubmission(await service.resend(idParam(req.params.id), getRequestId(res))),
    } satisfies SubmissionReply);
  });

  router.post('/api/admin/submissions/:id/not-spam', admin, async (req, res) => {
    res.json({
      status: 'success',
      data: toSubmission(await service.notSpam(idParam(req.params.id), getRequestId(res))),
    } satisfies SubmissionReply);
  });

  router.delete('/api/admin/submissions/:id', admin, async (req, res) => {
    await service.delete(idParam(req.params.id));
    res.json({ status: 'success', message: 'Submission deleted' } satisfies DeleteSubmissionReply);
  });

  router.get('/api/admin/subscribers.csv', admin, async (req, res) => {
    const { page: _p, pageSize: _s, ...filter } = parseOrThrow(subscriberListQuerySchema, req.query);
    const { rows } = await subscribers.list(filter);
    const header = [
      'id',
      'email',
      'status',
      'consentText',
      'consentAt',
      'consentIp',
      'confirmedAt',
      'unsubscribedAt',
    ];
    sendCsv(
      res,
      'subscribers',
      toCsv(
        header,
        rows.map((s) => [
          s.id,
          s.email,
          s.status,
          s.consentText,
          s.consentAt,
          s.consentIp,
          s.confirmedAt,
          s.unsubscribedAt,
        ]),
      ),
    );
  });

  router.get('/api/admin/subscribers', admin, async (req, res) => {
    const { page, pageSize, ...filter } = parseOrThrow(subscriberListQuerySchema, req.query);
    const { rows, total } = await subscribers.list(filter, { page, pageSize });
    const data = rows.map(({ confirmationSentAt: _c, ...s }) => s);
    res.json({ status: 'success', data, total, page, pageSize } satisfies SubscriberListReply);
  });
  return router;
}
