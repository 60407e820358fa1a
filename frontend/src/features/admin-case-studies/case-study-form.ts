import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';
import type { CaseStudy, CaseStudyInput } from '@site/contracts/content';
import { editableToHtml, htmlToEditable } from '@/components/admin/rich-text';

/** Every editable field of spec section 3, in the order the form shows them. */
export const CASE_STUDY_FIELDS = [
  'heroHeading',
  'clientName',
  'bannerImage',
  'category1',
  'category2',
  'category3',
  'category4',
  'template',
  'sec1Heading',
  'sec1Para',
  'sec1Para2',
  'sec1Img',
  ...Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => [`sec${i + 2}Heading`, `sec${i + 2}Para`]).flat(),
] as const;

export type CaseStudyForm = Record<string, string>;

/** Paragraph fields: stored as HTML, edited as text (rich-text.ts). */
export const isParagraphField = (field: string): boolean => /^sec\dPara2?$/.test(field);

export function caseStudyToForm(caseStudy: CaseStudy | undefined): CaseStudyForm {
  const source = (caseStudy ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    CASE_STUDY_FIELDS.map((field) => {
      const value = typeof source[field] === 'string' ? (source[field] as string) : '';
      return [field, isParagraphField(field) ? htmlToEditable(value) : value];
    }),
  );
}

/** PUT sends the full set of fields (spec section 7), paragraphs as HTML. */
export const formToCaseStudyInput = (form: CaseStudyForm): CaseStudyInput =>
  Object.fromEntries(Object.entries(form).map(([field, value]) => [field, isParagraphField(field) ? editableToHtml(value) : value])) as CaseStudyInput;
