import type { CaseStudy } from '@site/contracts/content';
import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { paths } from '@/config/paths';
import { CaseStudyIndex } from '@/features/case-studies/case-study-index';

export const caseStudiesSeo: SeoProps = {
  title: 'Case studies',
  description: 'How we install and support networks, digital signage, audio and cabling: project write-ups from restaurants, retail, banks, schools and convention venues.',
  canonical: paths.caseStudies,
};

/**
 * Case studies index (/casestudy, docs/decisions/seo.md): every published case study, rendered by
 * the site like the news list, so each dynamic one is linked from the site (`caseStudies`: null
 * when content-service could not be asked).
 */
export function CaseStudiesPage({ caseStudies }: { caseStudies: readonly CaseStudy[] | null }) {
  return (
    <>
      <PageHero eyebrow="Our work" title="Case studies" lead="Projects we have designed, installed and supported, sector by sector." />
      <CaseStudyIndex caseStudies={caseStudies} />
    </>
  );
}
