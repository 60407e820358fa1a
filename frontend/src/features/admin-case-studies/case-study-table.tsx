import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@site/contracts/messages';
import { paths } from '@/config/paths';
import { statusLabel } from '@/components/admin/publication-controls';
import { serverMessage } from '@/components/admin/server-message';
import { useAdminGetCaseStudiesQuery, useCreateCaseStudyMutation, useDeleteCaseStudyMutation } from './admin-case-studies-api';
import { StatusLine } from '@/components/admin/status-line';

/** The case study list (spec section 2): image, heading, first category, edit and delete; Create Case Study. */
export function CaseStudyTable() {
  const navigate = useNavigate();
  // The spec reloads the list after an update; arriving here always fetches it anew, so an edit made
  // while the list was unmounted is never shown from a stale cache entry.
  const { data: caseStudies, isLoading, error: loadError } = useAdminGetCaseStudiesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [createCaseStudy, { isLoading: creating }] = useCreateCaseStudyMutation();
  const [deleteCaseStudy, { isLoading: deleting }] = useDeleteCaseStudyMutation();
  const [error, setError] = useState<string | null>(null);
  // The editor's confirmation ("Case study updated", "... published") arrives with the navigation.
  const confirmation = (useLocation().state as { message?: string } | null)?.message;

  useEffect(() => {
    if (loadError) setError(serverMessage(loadError));
  }, [loadError]);

  async function onCreate() {
    setError(null);
    const result = await createCaseStudy();
    if ('data' in result && result.data) navigate(paths.adminCaseStudyEdit(result.data._id));
    else setError(serverMessage(result.error));
  }

  async function onDelete(id: string) {
    if (!window.confirm(MESSAGES.deleteConfirmation)) return;
    setError(null);
    const result = await deleteCaseStudy(id);
    if ('error' in result && result.error) setError(serverMessage(result.error));
  }

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
      {isLoading ? (
        <StatusLine kind="loading">Loading case studies…</StatusLine>
      ) : (
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
                  <td>{caseStudy.bannerImage ? <img src={caseStudy.bannerImage} alt="" loading="lazy" /> : null}</td>
                  <td>{caseStudy.heroHeading}</td>
                  <td>{caseStudy.category1}</td>
                  <td>
                    {statusLabel(caseStudy.status, caseStudy.publish_at)}
                    {caseStudy.has_unpublished_changes ? <span className="admin-status--changes"> · Unpublished changes</span> : null}
                  </td>
                  <td>
                    <Link to={paths.adminCaseStudyEdit(caseStudy._id)} className="admin-button" aria-label={`Edit ${name}`}>
                      Edit
                    </Link>
                  </td>
                  <td>
                    <button type="button" className="admin-button--danger" disabled={deleting} onClick={() => onDelete(caseStudy._id)} aria-label={`Delete ${name}`}>
                      Delete
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
