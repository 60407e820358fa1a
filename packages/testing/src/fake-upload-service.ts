import express from 'express';
import { LOCAL_INTERNAL_TOKEN, requireInternalToken } from '@site/service-kit';
import { startTestApp, type RunningTestApp } from '@site/service-kit/testing';

/**
 * A stand-in for upload-service's `/internal/resumes/*` endpoints (the real one needs S3): an
 * in-memory store that records every call, so tests can assert what forms-service and the worker asked.
 */
export interface FakeUploadService extends RunningTestApp {
  resumes: Map<string, { content: Buffer; contentType: string; filename: string; attachedTo?: string }>;
  calls: string[];
  /** The X-Request-Id each call carried, in the order of `calls` ('' when it carried none). */
  requestIds: string[];
  /** Keys whose content endpoint answers 503 (the link still works). */
  failContent: Set<string>;
  /** The bodies POSTed to the link endpoint. */
  linkRequests: unknown[];
  add(key: string, content?: string | Buffer): void;
}

export async function startFakeUploadService(): Promise<FakeUploadService> {
  const resumes: FakeUploadService['resumes'] = new Map();
  const calls: string[] = [];
  const requestIds: string[] = [];
  const failContent = new Set<string>();
  const linkRequests: unknown[] = [];
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    calls.push(`${req.method} ${req.path}`);
    requestIds.push(req.get('x-request-id') ?? '');
    next();
  });
  // As upload-service: a caller without the service credential gets 401 (and the test sees it fail).
  app.use('/internal', requireInternalToken(LOCAL_INTERNAL_TOKEN));
  app.get('/internal/resumes/:key', (req, res) => {
    const r = resumes.get(req.params.key);
    if (!r) return void res.status(404).json({ message: 'not found' });
    res.json({
      key: req.params.key,
      size: r.content.length,
      contentType: r.contentType,
      attached: Boolean(r.attachedTo),
    });
  });
  app.post('/internal/resumes/:key/attach', (req, res) => {
    const r = resumes.get(req.params.key);
    if (!r) return void res.status(404).json({ message: 'not found' });
    r.attachedTo = String((req.body as { submissionId?: string }).submissionId);
    res.json({ status: 'success' });
  });
  app.get('/internal/resumes/:key/content', (req, res) => {
    const r = resumes.get(req.params.key);
    if (!r) return void res.status(404).json({ message: 'not found' });
    if (failContent.has(req.params.key)) return void res.status(503).json({ message: 'storage unavailable' });
    res.type(r.contentType).attachment(r.filename).send(r.content);
  });
  app.post('/internal/resumes/:key/link', (req, res) => {
    if (!resumes.has(req.params.key)) return void res.status(404).json({ message: 'not found' });
    linkRequests.push(req.body);
    // Like upload-service: a site-relative path.
    res.json({
      url: `/api/files/resumes/${req.params.key}?expires=1&signature=x`,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });
  app.delete('/internal/resumes/:key', (req, res) => {
    if (!resumes.delete(req.params.key)) return void res.status(404).json({ message: 'not found' });
    res.status(204).end();
  });
  const running = await startTestApp(app);
  const fake: FakeUploadService = {
    ...running,
    resumes,
    calls,
    requestIds,
    failContent,
    linkRequests,
    add(key, content = '%PDF-1.4 fake resume') {
      resumes.set(key, {
        content: Buffer.from(content),
        contentType: key.endsWith('.pdf')
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        filename: `resume-${key}`,
      });
    },
  };
  return fake;
}
