import { useParams } from 'react-router-dom';
import { CaseStudyNotFound, CaseStudyView } from '@/features/case-studies/case-study-view';
import { useServerPageData } from '@/page-data';

/** Dynamic case study, spec section 2: /casestudy/{id}. */
export function Component() {
  const { id } = useParams();
  // The server looked it up and found none: say so in the first HTML (the site answers 404).
  const missing = useServerPageData()?.caseStudy === null;
  return id && !missing ? <CaseStudyView id={id} /> : <CaseStudyNotFound />;
}
