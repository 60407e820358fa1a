import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';
import type { CaseStudy, CaseStudyInput, SaveMode } from '@site/contracts/content';

/** Every editable field of spec section 3 (and each image's alt text), in the order the form shows them. */
export const CASE_STUDY_FIELDS = [
  'heroHeading',
  'clientName',
  'bannerImage',
  'bannerImageAlt',
  'category1',
  'category2',
  'category3',
  'category4',
  'template',
  'sec1Heading',
  'sec1Para',
  'sec1Para2',
  'sec1Img',
  'sec1ImgAlt',
  ...Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => [`sec${i + 2}Heading`, `sec${i + 2}Para`]).flat(),
] as const;

export type CaseStudyForm = Record<string, string>;

export function caseStudyToForm(caseStudy: CaseStudy | undefined): CaseStudyForm {
  const source = (caseStudy ?? {}) as Record<string, unknown>;
  return Object.fromEntries(CASE_STUDY_FIELDS.map((field) => [field, typeof source[field] === 'string' ? (source[field] as string) : '']));
}

/** Sections 2 to 9 with a heading or a paragraph: the ones the editor shows (section 1 always). */
export const filledSections = (form: CaseStudyForm): number[] =>
  Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => i + 2).filter((n) => (form[`sec${n}Heading`] ?? '').trim() !== '' || (form[`sec${n}Para`] ?? '').trim() !== '');

/** PUT sends the full set of fields (spec section 7), paragraphs as the editor's HTML, and how it is published. */
export const formToCaseStudyInput = (form: CaseStudyForm, publication: SaveMode): CaseStudyInput => ({ ...(form as CaseStudyInput), publication });
