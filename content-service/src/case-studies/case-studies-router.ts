import { Router, type Request } from 'express';

import type { CaseStudy } from '@site/contracts';
import { requireAdmin, type AdminAuth } from '@site/service-kit';
import type { PublicLists } from '../cache/public-lists';
import { actorOf } from '../common/actor';
import type { CaseStudiesService } from './case-studies-service';

const idParam = (req: Request): string => String(req.params.id ?? '');

/** Spec section 7 case study calls; failures carry `message` (the service-kit error body). */
export function createCaseStudiesRouter(caseStudies: CaseStudiesService, adminAuth: AdminAuth | undefined, lists: PublicLists): Router {
  const router = Router();
  const admin = requireAdmin(adminAuth);

  router.get(
    '/api/caseStudies',
    lists.route('/api/caseStudies', 'case_studies', async () => (await caseStudies.listCaseStudies()) satisfies CaseStudy[]),
  );

  router.get('/api/caseStudies/:id', async (req, res) => {
    res.json((await caseStudies.getCaseStudy(idParam(req))) satisfies CaseStudy);
  });

  router.post('/api/caseStudies', admin, async (req, res) => {
    res.status(201).json((await caseStudies.createCaseStudy(req.body, actorOf(res))) satisfies CaseStudy);
  });

  router.put('/api/caseStudies/:id', admin, async (req, res) => {
    res.json((await caseStudies.updateCaseStudy(idParam(req), req.body, actorOf(res))) satisfies CaseStudy);
  });

  router.delete('/api/caseStudies/:id', admin, async (req, res) => {
    const id = await caseStudies.deleteCaseStudy(idParam(req), actorOf(res));
    res.json({ message: 'Case study deleted', _id: id });
  });

  return router;
}
