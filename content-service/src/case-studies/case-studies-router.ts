import { Router, type Request } from 'express';

import {
  adminListQuerySchema,
  caseStudyInputSchema,
  caseStudyUpdateSchema,
  publicationActionSchema,
  type AdminCaseStudy,
  type CaseStudy,
  type ItemReply,
  type ListReply,
} from '@site/contracts';
import { parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';
import { cachedList, type ReplyCache } from '../cache/reply-cache';
import { actorOf } from '../common/actor';
import { parseContent } from '../common/field-errors';
import type { CaseStudiesService } from './case-studies-service';

const idParam = (req: Request): string => String(req.params.id ?? '');

/** Spec section 7 case study calls; failures carry `message` (the service-kit error body). */
export function createCaseStudiesRouter(caseStudies: CaseStudiesService, adminAuth: AdminAuth | undefined, replies: ReplyCache): Router {
  const router = Router();
  const admin = requireStaff(adminAuth);

  router.get(
    '/api/caseStudies',
    cachedList(replies, '/api/caseStudies', 'case_studies', async (now) => {
      const { caseStudies: list, nextChange } = await caseStudies.listCaseStudies(now);
      return { payload: list satisfies CaseStudy[], nextChange };
    }),
  );

  // Admin reads: drafts and scheduled ones too, each with `status` and `publish_at`.
  // `?state=in-progress` lists exactly what the dashboard counts.
  router.get('/api/admin/caseStudies', admin, async (req, res) => {
    const { state } = parseOrThrow(adminListQuerySchema, req.query);
    const data = await caseStudies.listAllCaseStudies({ inProgress: state !== undefined });
    res.set('Cache-Control', 'private, no-store').json({ status: 'success', data } satisfies ListReply<AdminCaseStudy>);
  });

  router.get('/api/admin/caseStudies/:id', admin, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ status: 'success', data: await caseStudies.getAnyCaseStudy(idParam(req)) } satisfies ItemReply<AdminCaseStudy>);
  });

  router.post('/api/admin/caseStudies/:id/publication', admin, async (req, res) => {
    const { message, caseStudy } = await caseStudies.changePublication(idParam(req), parseContent(publicationActionSchema, req.body ?? {}), actorOf(res));
    res.json({ status: 'success', message, data: caseStudy } satisfies { status: 'success'; message: string } & ItemReply<AdminCaseStudy>);
  });

  // Drops a published or scheduled case study's pending revision ("Discard changes").
  router.delete('/api/admin/caseStudies/:id/changes', admin, async (req, res) => {
    const { message, caseStudy } = await caseStudies.discardChanges(idParam(req), actorOf(res));
    res.json({ status: 'success', message, data: caseStudy } satisfies { status: 'success'; message: string } & ItemReply<AdminCaseStudy>);
  });

  router.get('/api/caseStudies/:id', async (req, res) => {
    res.json((await caseStudies.getCaseStudy(idParam(req))) satisfies CaseStudy);
  });

  // The spec's create: a new case study with its `_id` (plus its state, beyond the spec).
  router.post('/api/caseStudies', admin, async (req, res) => {
    res.status(201).json((await caseStudies.createCaseStudy(parseContent(caseStudyInputSchema, req.body ?? {}), actorOf(res))) satisfies CaseStudy);
  });

  // The spec shows no reply: the case study as saved, its state, and `message` (what happened).
  router.put('/api/caseStudies/:id', admin, async (req, res) => {
    const { message, caseStudy } = await caseStudies.updateCaseStudy(idParam(req), parseContent(caseStudyUpdateSchema, req.body ?? {}), actorOf(res));
    res.json({ ...caseStudy, message } satisfies CaseStudy & { message: string });
  });

  router.delete('/api/caseStudies/:id', admin, async (req, res) => {
    const id = await caseStudies.deleteCaseStudy(idParam(req), actorOf(res));
    res.json({ message: 'Case study deleted', _id: id });
  });

  return router;
}
