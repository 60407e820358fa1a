import { Router } from 'express';
import { validateBody } from '@site/service-kit';
import { attachResumeSchema, resumeLinkRequestSchema, type ResumeLinkReply, type ResumeMetadata } from '@site/contracts';
import type { ResumesService } from './resumes-service';
import { sendResume } from './send-resume';

/**
 * Service-to-service endpoints for forms-service and the worker. The gateway never routes
 * `/internal/*`; only the private network reaches them.
 */
export function createResumesInternalRouter(resumes: ResumesService): Router {
  const router = Router();

  router.get('/internal/resumes/:key', async (req, res) => {
    res.json((await resumes.getMetadata(req.params.key)) satisfies ResumeMetadata);
  });

  router.post('/internal/resumes/:key/attach', validateBody(attachResumeSchema), async (req, res) => {
    const { submissionId } = req.body as { submissionId: string };
    res.json((await resumes.attach(String(req.params.key), submissionId)) satisfies ResumeMetadata);
  });

  router.get('/internal/resumes/:key/content', async (req, res) => {
    await sendResume(res, await resumes.openContent(req.params.key), 'no-store');
  });

  router.post('/internal/resumes/:key/link', validateBody(resumeLinkRequestSchema), async (req, res) => {
    const { ttlSeconds } = req.body as { ttlSeconds?: number };
    res.json((await resumes.createLink(String(req.params.key), ttlSeconds)) satisfies ResumeLinkReply);
  });

  // Idempotent: deleting a resume that is already gone is not an error for the caller's retry.
  router.delete('/internal/resumes/:key', async (req, res) => {
    await resumes.remove(req.params.key);
    res.status(204).end();
  });

  return router;
}
