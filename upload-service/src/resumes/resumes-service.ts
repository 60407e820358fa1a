import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError, type Logger } from '@site/service-kit';
import { MAX_RESUME_BYTES, MESSAGES, RESUME_CONTENT_TYPES, RESUME_KEY_PATTERN, type ResumeLinkReply, type ResumeMetadata } from '@site/contracts';
import type { ObjectStorage } from '../storage/object-storage';
import { sanitizeFileName } from './file-name';
import { detectResumeFormat } from './resume-format';
import { inspectDocx, inspectPdf } from './resume-safety';
import type { ResumeRecord, ResumesRepository } from './resumes-repository';
import { checkSignedLink, createSignedLink } from './signed-link';

export interface ResumesServiceDeps {
  storage: ObjectStorage;
  bucket: string;
  resumes: ResumesRepository;
  logger: Logger;
  linkSecret: string;
  linkTtlSeconds: number;
  retentionHours: number;
  now?: () => number;
}

export interface ResumeDownload {
  body: Readable;
  size: number;
  contentType: string;
  fileName: string;
}

const SWEEP_BATCH = 100;

/** Every refusal of a resume answers the one message the careers page shows (spec section 8). */
export const resumeRefused = (code: string): AppError =>
  new AppError({ status: 400, code, message: MESSAGES.resumeUploadFailure });

export const toMetadata = (resume: ResumeRecord): ResumeMetadata => ({
  key: resume.key,
  originalName: resume.originalName,
  size: resume.size,
  contentType: resume.contentType,
  uploadedAt: resume.uploadedAt.toISOString(),
  attachedAt: resume.attachedAt?.toISOString() ?? null,
  submissionId: resume.submissionId,
});

export function createResumesService(deps: ResumesServiceDeps) {
  const { storage, bucket, resumes, logger } = deps;
  const now = deps.now ?? Date.now;

  /** Malformed keys (traversal attempts included) are simply unknown: they never reach SQL or S3. */
  const findOrThrow = async (key: string): Promise<ResumeRecord> => {
    const resume = RESUME_KEY_PATTERN.test(key) ? await resumes.find(key) : null;
    if (!resume) throw AppError.notFound('Resume not found');
    return resume;
  };

  const openContent = async (key: string): Promise<ResumeDownload> => {
    const resume = await findOrThrow(key);
    const stat = await storage.stat(bucket, key);
    if (!stat) {
      logger.error({ key }, 'resume row without its object');
      throw AppError.notFound('Resume not found');
    }
    return { body: await storage.read(bucket, key), size: stat.size, contentType: resume.contentType, fileName: resume.originalName };
  };

  return {
    /** Accepts a PDF or a Word document of at most 3 MB, recognised by its bytes; answers its new key. */
    async uploadResume(input: { bytes: Buffer; originalName: string; ip: string | undefined }): Promise<string> {
      const { bytes } = input;
      if (bytes.length === 0) throw resumeRefused('RESUME_EMPTY');
      if (bytes.length > MAX_RESUME_BYTES) throw resumeRefused('RESUME_TOO_LARGE');
      const format = await detectResumeFormat(bytes);
      if (!format) throw resumeRefused('RESUME_TYPE');
      // A CV never needs macros, scripts or embedded files: refuse them before anything is stored.
      const threat = format === 'docx' ? await inspectDocx(bytes) : await inspectPdf(bytes);
      if (threat) throw new AppError({ status: 400, code: threat.code, message: threat.message });

      const key = `${randomUUID()}.${format}`;
      const contentType = RESUME_CONTENT_TYPES[format];
      await storage.put(bucket, key, bytes, contentType);
      try {
        await resumes.insert({
          key,
          originalName: sanitizeFileName(input.originalName, format),
          size: bytes.length,
          contentType,
          uploadedAt: new Date(now()),
          ip: input.ip ?? null,
          attachedAt: null,
          submissionId: null,
        });
      } catch (err) {
        await storage.remove(bucket, key).catch((removeErr: unknown) => logger.warn({ err: removeErr, key }, 'could not remove orphan resume'));
        throw err;
      }
      return key;
    },

    async getMetadata(key: string): Promise<ResumeMetadata> {
      return toMetadata(await findOrThrow(key));
    },

    /**
     * Keeps the resume for a submission. A resume already attached stays with its first submission
     * and is answered unchanged (a double-submitted application must not fail or move it); callers
     * compare `submissionId` if they care.
     */
    async attach(key: string, submissionId: string): Promise<ResumeMetadata> {
      const resume = RESUME_KEY_PATTERN.test(key) ? await resumes.attach(key, submissionId, new Date(now())) : null;
      if (!resume) throw AppError.notFound('Resume not found');
      return toMetadata(resume);
    },

    openContent,

    async createLink(key: string, ttlSeconds = deps.linkTtlSeconds): Promise<ResumeLinkReply> {
      await findOrThrow(key);
      return createSignedLink({ key, secret: deps.linkSecret, ttlSeconds, now: now() });
    },

    /** The signed download: 403 for an expired or forged link, 404 once the resume is gone. */
    async openSignedContent(key: string, query: { expires: unknown; signature: unknown }): Promise<ResumeDownload> {
      const check = RESUME_KEY_PATTERN.test(key)
        ? checkSignedLink({ key, expires: query.expires, signature: query.signature, secret: deps.linkSecret, now: now() })
        : 'invalid';
      if (check === 'expired') throw new AppError({ status: 403, code: 'LINK_EXPIRED', message: 'This download link has expired' });
      if (check === 'invalid') throw new AppError({ status: 403, code: 'LINK_INVALID', message: 'This download link is not valid' });
      return openContent(key);
    },

    /** Deletes the row, then the object; answers whether there was a resume. Idempotent. */
    async remove(key: string): Promise<boolean> {
      if (!RESUME_KEY_PATTERN.test(key)) return false;
      const removed = await resumes.delete(key);
      await storage.remove(bucket, key);
      return removed !== null;
    },

    /**
     * Deletes every resume never attached to an application within the retention time, object
     * first, row after, under a row lock (see the repository), so several instances can sweep at once.
     */
    async sweepUnattached(at: number = now()): Promise<number> {
      const cutoff = new Date(at - deps.retentionHours * 3_600_000);
      const removeObject = async (key: string): Promise<boolean> => {
        try {
          await storage.remove(bucket, key);
          return true;
        } catch (err) {
          logger.warn({ err, key }, 'could not remove an expired resume; kept for the next sweep');
          return false;
        }
      };
      let removed = 0;
      for (;;) {
        const batch = await resumes.sweepUnattachedBefore(cutoff, SWEEP_BATCH, removeObject);
        removed += batch.removed.length;
        // A short batch is the last; a batch where nothing could be removed means storage is away.
        if (batch.claimed < SWEEP_BATCH || batch.removed.length === 0) break;
      }
      if (removed > 0) logger.info({ removed }, 'removed unattached resumes');
      return removed;
    },
  };
}

export type ResumesService = ReturnType<typeof createResumesService>;
