import { Router } from 'express';
import { requireStaff, type AdminAuth } from '@site/service-kit';
import { MAX_RESUME_BYTES, type ResumeLinkReply } from '@site/contracts';
import { singleFileUpload, uploadedFile } from '../http/single-file-upload';
import type { UploadRateLimiter } from '../rate-limit/upload-rate-limiter';
import { resumeRefused, type ResumesService } from './resumes-service';
import { sendResume } from './send-resume';

export interface ResumesRouterDeps {
  resumes: ResumesService;
  adminAuth: AdminAuth | undefined;
  rateLimiter: UploadRateLimiter;
}

/** Public and admin resume routes (the gateway routes these). */
export function createResumesRouter(deps: ResumesRouterDeps): Router {
  const router = Router();

  router.post(
    '/api/upload/resume',
    deps.rateLimiter.guard('resume'),
    singleFileUpload({ field: 'cv', maxBytes: MAX_RESUME_BYTES, refuse: (reason) => resumeRefused(`RESUME_${reason.toUpperCase().replace('-', '_')}`) }),
    async (req, res) => {
      const file = uploadedFile(req);
      const key = await deps.resumes.uploadResume({ bytes: file.buffer, originalName: file.originalName, ip: req.ip });
      res.type('text/plain').send(key);
    },
  );

  router.get('/api/admin/resumes/:key/link', requireStaff(deps.adminAuth), async (req, res) => {
    const link = await deps.resumes.createLink(String(req.params.key));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(link satisfies ResumeLinkReply);
  });

  router.get('/api/files/resumes/:key', async (req, res) => {
    const download = await deps.resumes.openSignedContent(req.params.key, { expires: req.query.expires, signature: req.query.signature });
    await sendResume(res, download, 'private, no-store');
  });

  return router;
}
