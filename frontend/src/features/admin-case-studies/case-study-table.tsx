import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { caseStudyCategoryLabel } from '@site/contracts/content';
import { MESSAGES } from '@site/contracts/messages';
import { IN_PROGRESS_STATE } from '@site/contracts/content';
import { paths } from '@/config/paths';
import { serverMessage } from '@/components/admin/server-message';
import { StatusBadges } from '@/components/admin/status-badge';
import { StatusLine } from '@/components/admin/status-line';
import { useAdminGetCaseStudiesQuery, useCreateCaseStudyMutation, useDeleteCaseStudyMutation } from './admin-case-studies-api';
import { takeListMessage } from './case-study-flash';

/** The case study list (spec section 2): image, heading, first category, edit and delete; Create Case Study. */
export function CaseStudyTable() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // `?state=in-progress`: exactly what the dashboard's "Case study drafts" counts.
  const inProgress = params.get('state') === IN_PROGRESS_STATE;
  // Arriving here always fetches the list anew, so an edit made while it was unmounted is never shown stale.
  const { data: caseStudies, isLoading, error: loadError } = useAdminGetCaseStudiesQuery(inProgress ? { inProgress: true } : undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [createCaseStudy, { isLoading: creating }] = useCreateCaseStudyMutation();
  const [deleteCaseStudy, { isLoading: deleting }] = useDeleteCaseStudyMutation();
  const [error, setError] = useState<string | null>(null);
  // The editor's confirmation ("Case study published", ...): kept across the reload after Update,
  // or passed with an in-app navigation.
  const passed = (useLocation().state as { message?: string } | null)?.message;
  const [confirmation] = useState<string | null>(() => takeListMessage() ?? passed ?? null);

  // A failed load shows its message (adjusted while rendering when the failure changes).
  const [shownLoadError, setShownLoadError] = useState<typeof loadError>(undefined);
  if (loadError !== shownLoadError) {
    setShownLoadError(loadError);
    if (loadError) setError(serverMessage(loadError));
  }

  async function onCreate() {
    setError(null);
    const result = await createCaseStudy();
    // `created`: left without a hero heading, the editor removes it again (no nameless row).
    if ('data' in result && result.data) navigate(paths.adminCaseStudyEdit(result.data._id), { state: { created: true } });
    else setError(serverMessage(result.error));
  }

  async function onDelete(id: string) {
    if (!window.confirm(MESSAGES.deleteConfirmation)) return;
    setError(null);
    const result = await deleteCaseStudy(id);
    if ('error' in result && result.error) setError(serverMessage(result.error));
  }

  const count = caseStudies?.length ?? 0;
  return (
    <>
      <h1>Case Studies</h1>
      <div className="admin-actions">
        <button type="button" onClick={onCreate} disabled={creating}>
          Create Case Study
        </button>
      </div>
      <StatusLine kind="success">{confirmation}</StatusLine>
      <StatusLine kind="error">{error}</StatusLine>
      <nav aria-label="Show" className="admin-filter-links">
        <Link to={paths.adminCaseStudies} aria-current={inProgress ? undefined : 'page'}>
          All case studies
        </Link>
        <Link to={`${paths.adminCaseStudies}?state=${IN_PROGRESS_STATE}`} aria-current={inProgress ? 'page' : undefined}>
          Drafts, scheduled and unpublished changes
        </Link>
      </nav>
      {isLoading ? (
        <StatusLine kind="loading">Loading case studies…</StatusLine>
      ) : (
        <>
          <p className="admin-list-count" aria-live="polite">
            {count} {count === 1 ? 'case study' : 'case studies'}
            {inProgress ? ' not (fully) public: drafts, scheduled ones and ones with unpublished changes' : ''}
          </p>
          <table className="admin-table">
            <caption className="visually-hidden">Case studies</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Heading</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Edit</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {(caseStudies ?? []).map((caseStudy) => {
                const name = caseStudy.heroHeading || caseStudy.clientName || 'Untitled case study';
                return (
                  <tr key={caseStudy._id}>
                    <td data-label="Image">{caseStudy.bannerImage ? <img src={caseStudy.bannerImage} alt="" loading="lazy" /> : null}</td>
                    <td data-label="Heading">{caseStudy.heroHeading || <em>Untitled: add a hero heading</em>}</td>
                    <td data-label="Category">{caseStudyCategoryLabel(caseStudy.category1 ?? '')}</td>
                    <td data-label="Status">
                      <StatusBadges status={caseStudy.status} publishAt={caseStudy.publish_at} hasChanges={caseStudy.has_unpublished_changes} />
                    </td>
                    <td data-label="Edit">
                      <Link to={paths.adminCaseStudyEdit(caseStudy._id)} className="admin-button" aria-label={`Edit ${name}`}>
                        Edit
                      </Link>
                    </td>
                    <td data-label="Delete">
                      <button type="button" className="admin-button--danger" disabled={deleting} onClick={() => onDelete(caseStudy._id)} aria-label={`Delete ${name}`}>
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
