import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { AppError, requireStaff, type AdminClaims, type AdminAuth } from '@site/service-kit';
import { MAX_IMAGE_BYTES } from '@site/contracts';
import { singleFileUpload, uploadedFile, type UploadRefusal } from '../http/single-file-upload';
import type { UploadRateLimiter } from '../rate-limit/upload-rate-limiter';
import type { ImagesService } from './images-service';

const REFUSALS: Record<UploadRefusal, string> = {
  'too-large': `image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  missing: 'image is required (multipart field "image")',
  'unexpected-field': 'send exactly one file, in the multipart field "image"',
  malformed: 'the upload could not be read; send multipart/form-data with the file in the field "image"',
};

export interface ImagesRouterDeps {
  images: ImagesService;
  adminAuth: AdminAuth | undefined;
  rateLimiter: UploadRateLimiter;
}

export function createImagesRouter(deps: ImagesRouterDeps): Router {
  const router = Router();

  router.post(
    '/api/upload',
    // Authorise before reading a byte of the body.
    requireStaff(deps.adminAuth),
    deps.rateLimiter.guard('image'),
    singleFileUpload({
      field: 'image',
      maxBytes: MAX_IMAGE_BYTES,
      refuse: (reason) => new AppError({ status: 400, code: `IMAGE_${reason.toUpperCase().replace('-', '_')}`, message: REFUSALS[reason] }),
    }),
    async (req, res) => {
      const admin = res.locals.admin as AdminClaims;
      const location = await deps.images.uploadImage({ bytes: uploadedFile(req).buffer, uploadedBy: admin.sub });
      res.type('text/plain').send(location);
    },
  );

  router.get('/media/images/:id/:file', async (req, res) => {
    const image = await deps.images.openVariant(req.params.id, req.params.file);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(image.size));
    res.setHeader('ETag', `"${image.etag}"`);
    // Variant names never change content (a new upload gets a new id), so browsers may keep them forever.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The gateway serves pages and media from one origin, but an <img> elsewhere (mails, previews) may embed them.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.fresh) {
      image.body.destroy();
      res.removeHeader('Content-Length');
      res.status(304).end();
      return;
    }
    await pipeline(image.body, res);
  });

  return router;
}
