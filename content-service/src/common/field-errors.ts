import type { z } from 'zod';
import type { FieldError } from '@site/contracts';
import { AppError, findUnstorableText, unstorableTextMessage } from '@site/service-kit';

/** Each write field in the editors' words; the messages read "The title can be at most 200 characters". */
const LABELS: Record<string, string> = {
  title: 'The title',
  slug_url: 'The address (slug)',
  brief_paragraph: 'The brief paragraph',
  blog_image: 'The image address',
  blog_image_alt: 'The image alt text',
  published_date: 'The published date',
  published_at: 'The publication time',
  published_date_auto: 'The automatic date setting',
  category: 'The category',
  blogs_content: 'The sections',
  blog_id: 'The post id',
  publication: 'The publication choice',
  'publication.schedule': 'The scheduled time',
  heroHeading: 'The hero heading',
  clientName: 'The client name',
  bannerImage: 'The banner image address',
  bannerImageAlt: 'The banner image alt text',
  template: 'The template',
  sec1Para2: 'The second paragraph of section 1',
  sec1Img: 'The image address of section 1',
  sec1ImgAlt: 'The image alt text of section 1',
  _id: 'The case study id',
};

/** The label of a body path: `blogs_content.2.heading` is "The heading of section 3". */
export function fieldLabel(path: string): string {
  const item = /^blogs_content\.(\d+)\.(heading|paragraph)$/.exec(path);
  if (item) return `The ${item[2]} of section ${Number(item[1]) + 1}`;
  const section = /^sec(\d)(Heading|Para)$/.exec(path);
  if (section) return `The ${section[2] === 'Para' ? 'paragraph' : 'heading'} of section ${section[1]}`;
  const category = /^category(\d)$/.exec(path);
  if (category) return `Category ${category[1]}`;
  return LABELS[path] ?? `The field ${path}`;
}

/** One zod issue in plain words. */
function plainMessage(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  const label = fieldLabel(path);
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'array') return `${label} can hold at most ${String(issue.maximum)} items`;
      return `${label} can be at most ${String(issue.maximum)} characters`;
    case 'too_small':
      return issue.origin === 'string' ? `${label} is required` : `${label} is too small`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${label} must be a date and time with its time zone (ISO 8601)`;
    case 'invalid_union':
      return path === 'publication' ? `${label} must be "live", "draft" or { "schedule": "<date and time>" }` : `${label} is not valid`;
    case 'invalid_type':
      if (path === 'category') return 'Choose a category';
      return issue.message.includes('received undefined') ? `${label} is required` : `${label} is not valid`;
    default:
      if (path === 'category') return 'Choose a category';
      return `${label} is not valid`;
  }
}

/** A 400 naming each field at fault: the first message leads, every field is listed. */
export function fieldFailure(fields: FieldError[]): AppError {
  const message = fields.length > 1 ? `${fields[0]!.message} (and ${fields.length - 1} more)` : (fields[0]?.message ?? 'The request is not valid');
  return AppError.badRequest(message, { fields });
}

/** One refused field; an AppError whose reply lists it (the editor shows it beside that field). */
export const fieldError = (field: string, message: string, status = 400, code = 'VALIDATION_FAILED'): AppError =>
  status === 400 ? fieldFailure([{ field, message }]) : new AppError({ status, code, message, reply: { fields: [{ field, message }] } });

/** parseOrThrow for content writes: the same checks, refusals in plain words with their fields. */
export function parseContent<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable !== null) throw fieldError(unstorable, unstorableTextMessage(fieldLabel(unstorable)));
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(body)';
    if (!fields.some((f) => f.field === field)) fields.push({ field, message: plainMessage(issue) });
  }
  throw fieldFailure(fields);
}
