import { useMatches } from 'react-router-dom';
import type { StaticCaseStudySlug } from '@/config/paths';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { CaseStudyNotFound } from '@/features/case-studies/case-study-view';
import { StaticCaseStudyView } from '@/features/case-studies/static-case-study-view';

/** The six static case studies; the router names which one in `handle.caseStudy`. */
export function Component() {
  const matches = useMatches();
  const slug = matches
    .map((m) => (m.handle as { caseStudy?: StaticCaseStudySlug } | undefined)?.caseStudy)
    .filter(Boolean)
    .pop();
  const study = slug ? STATIC_CASE_STUDIES[slug] : undefined;
  return study ? <StaticCaseStudyView study={study} /> : <CaseStudyNotFound />;
}
