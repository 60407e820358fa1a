import { useParams } from 'react-router-dom';
import { CaseStudyNotFound, CaseStudyView } from '@/features/case-studies/case-study-view';

/** Dynamic case study, spec section 2: /casestudy/{id}. */
export function Component() {
  const { id } = useParams();
  return id ? <CaseStudyView id={id} /> : <CaseStudyNotFound />;
}
