import { z } from 'zod';

/**
 * Upload-service shapes: image variants the editors and pages use, and the internal resume API
 * forms-service and the worker call. The resume key pattern and the admin link reply live in
 * `admin.ts` (RESUME_KEY_PATTERN, ResumeLinkReply).
 */

/** Every uploaded image is re-encoded at these widths (never upscaled: a smaller original keeps its width). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1600;

/** File extensions of stored image variants: every image has webp and avif, plus its original format. */
export const IMAGE_EXTENSIONS = ['webp', 'avif', 'jpg', 'png', 'gif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** What POST /api/upload answers (text/plain): the largest variant in the original format. */
export const IMAGE_LOCATION_PATTERN =
  /^\/media\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(480|960|1600)\.(webp|avif|jpg|png|gif)$/;

export interface ImageSources {
  /** `srcset` values per modern format, for a `<picture>` with `<source type="image/avif|webp">`. */
  avif: string;
  webp: string;
  /** `srcset` in the original format, for the `<img>` fallback. */
  original: string;
}

/**
 * The responsive sources of an uploaded image, from the location string the editors stored.
 * Returns null for anything that is not an upload-service location (older or external images).
 */
export function imageSources(location: string): ImageSources | null {
  const match = IMAGE_LOCATION_PATTERN.exec(location);
  if (!match) return null;
  const [, id, , ext] = match;
  const srcset = (format: string) => IMAGE_WIDTHS.map((w) => `/media/images/${id}/${w}.${format} ${w}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp'), original: srcset(ext ?? 'jpg') };
}

export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeFormat = keyof typeof RESUME_CONTENT_TYPES;

/** GET /internal/resumes/:key and the reply of POST /internal/resumes/:key/attach. */
export interface ResumeMetadata {
  key: string;
  /** The applicant's file name, reduced to safe characters, with the extension of the real type. */
  originalName: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  attachedAt: string | null;
  submissionId: string | null;
}

/** POST /internal/resumes/:key/attach: keeps the resume (never swept) and links it to a submission. */
export const attachResumeSchema = z.strictObject({
  submissionId: z
    .union([z.string().trim().min(1, 'is required').max(100), z.number().int().nonnegative()])
    .transform((v) => String(v)),
});
export type AttachResumeRequest = z.input<typeof attachResumeSchema>;

/** Longest life of a signed resume link minted through the internal API (e.g. for a notification mail). */
export const MAX_RESUME_LINK_TTL_SECONDS = 7 * 24 * 3600;

/** POST /internal/resumes/:key/link (optional body): the link's life; default 10 minutes. Replies ResumeLinkReply. */
export const resumeLinkRequestSchema = z.strictObject({
  ttlSeconds: z.number().int().min(60).max(MAX_RESUME_LINK_TTL_SECONDS).optional(),
});
export type ResumeLinkRequest = z.input<typeof resumeLinkRequestSchema>;
