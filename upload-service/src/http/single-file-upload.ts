import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '@site/service-kit';

export type UploadRefusal = 'too-large' | 'missing' | 'unexpected-field' | 'malformed';

export interface SingleFileUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** The error the endpoint answers for each refusal; callers read one fixed message per endpoint. */
  refuse: (reason: UploadRefusal) => AppError;
}

export interface UploadedFile {
  buffer: Buffer;
  originalName: string;
}

const MULTER_REFUSALS: Record<string, UploadRefusal> = {
  LIMIT_FILE_SIZE: 'too-large',
  LIMIT_UNEXPECTED_FILE: 'unexpected-field',
  LIMIT_FILE_COUNT: 'unexpected-field',
  LIMIT_PART_COUNT: 'malformed',
  LIMIT_FIELD_KEY: 'malformed',
  LIMIT_FIELD_VALUE: 'malformed',
  LIMIT_FIELD_COUNT: 'malformed',
};

/**
 * Parses a multipart body holding one file, in memory (every limit is a few MB), and turns every
 * parser complaint (too large, wrong field, broken body) into the endpoint's own 400 reply.
 */
export function singleFileUpload(options: SingleFileUploadOptions): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    // File names arrive as UTF-8 from browsers; busboy's default would read them as latin1.
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  }).single(options.field);

  return (req, res, next) => {
    parse(req, res, (err?: unknown) => {
      if (err instanceof multer.MulterError) return next(options.refuse(MULTER_REFUSALS[err.code] ?? 'malformed'));
      // Busboy's own errors (truncated body, bad boundary) are the client's fault too.
      if (err) return next(err instanceof AppError ? err : options.refuse('malformed'));
      if (!req.file) return next(options.refuse('missing'));
      next();
    });
  };
}

/** The file singleFileUpload accepted; only call after it. */
export function uploadedFile(req: Request): UploadedFile {
  const file = req.file;
  if (!file) throw new AppError({ status: 400, code: 'FILE_MISSING', message: 'No file was sent' });
  return { buffer: file.buffer, originalName: file.originalname };
}
