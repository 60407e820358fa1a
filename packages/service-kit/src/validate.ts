import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error';
import { findUnstorableText, unstorableTextMessage } from './storable-text';

/** A readable one-line summary of a zod failure, naming each field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
      return field ? `${field} ${issue.message}` : issue.message;
    })
    .join('; ');
}

export interface ValidateOptions {
  /** Fields the endpoint's callers expect on a failure, e.g. `{ msg: 'fail' }`. */
  reply?: (message: string) => Record<string, unknown>;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, options: ValidateOptions = {}): z.output<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable !== null) {
    const message = unstorableTextMessage(unstorable);
    throw AppError.badRequest(message, options.reply?.(message));
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = describeIssues(result.error);
  throw AppError.badRequest(message, options.reply?.(message));
}

/** Replaces req.body with the parsed value, or answers 400 naming the fields. */
export function validateBody<S extends z.ZodType>(schema: S, options: ValidateOptions = {}): RequestHandler {
  return (req, _res, next) => {
    req.body = parseOrThrow(schema, req.body ?? {}, options);
    next();
  };
}
