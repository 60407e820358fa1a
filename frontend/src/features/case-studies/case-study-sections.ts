import { caseStudyCategoryLabel, type CaseStudy } from '@site/contracts/content';
import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';

export interface CaseStudySection {
  heading: string;
  paragraphs: string[];
  image?: string;
  /** The image's alt text as the editor set it (empty: none given). */
  imageAlt?: string;
}

const field = (study: CaseStudy, key: string): string => {
  const value = (study as unknown as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The sections a dynamic case study shows (spec section 2): up to nine heading/paragraph pairs,
 * the first with its second paragraph and image. Sections with neither heading nor text are skipped.
 */
export function caseStudySections(study: CaseStudy): CaseStudySection[] {
  const sections: CaseStudySection[] = [];
  for (let i = 1; i <= CASE_STUDY_SECTIONS; i += 1) {
    const heading = field(study, `sec${i}Heading`);
    const paragraphs = [field(study, `sec${i}Para`), i === 1 ? field(study, 'sec1Para2') : ''].filter(Boolean);
    const image = i === 1 ? field(study, 'sec1Img') : '';
    if (!heading && paragraphs.length === 0 && !image) continue;
    sections.push({ heading, paragraphs, ...(image ? { image, imageAlt: field(study, 'sec1ImgAlt') } : {}) });
  }
  return sections;
}

/** The categories the hero shows: category1..4 with blanks dropped, as people read them ('Digital Signage'). */
export const caseStudyCategories = (study: CaseStudy): string[] =>
  [1, 2, 3, 4].map((i) => caseStudyCategoryLabel(field(study, `category${i}`))).filter(Boolean);
