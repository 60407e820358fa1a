import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CASE_STUDY_CATEGORY_OPTIONS } from '@site/contracts/content';
import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';
import { paths } from '@/config/paths';
import { ImageUploadField } from '@/features/admin-shared/image-upload-field';
import { serverMessage } from '@/features/admin-shared/server-message';
import { useUnsavedChanges } from '@/features/admin-shared/use-unsaved-changes';
import { useAdminGetCaseStudyQuery, useUpdateCaseStudyMutation } from './admin-case-studies-api';
import { caseStudyToForm, formToCaseStudyInput, type CaseStudyForm } from './case-study-form';

const CATEGORY_FIELDS = ['category1', 'category2', 'category3', 'category4'] as const;

/** The case study edit form (spec section 2): every field of section 3, no client validation (section 5). */
export function CaseStudyEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: caseStudy, isFetching, error: loadError } = useAdminGetCaseStudyQuery(id);
  const [updateCaseStudy, { isLoading: saving }] = useUpdateCaseStudyMutation();
  const [initial, setInitial] = useState<CaseStudyForm>(() => caseStudyToForm(undefined));
  const [form, setForm] = useState<CaseStudyForm>(initial);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!caseStudy || isFetching) return;
    const loaded = caseStudyToForm(caseStudy);
    setInitial(loaded);
    setForm(loaded);
  }, [caseStudy, isFetching]);

  useEffect(() => {
    if (loadError) setError(serverMessage(loadError));
  }, [loadError]);

  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(initial), [form, initial]);
  const dirtyRef = useUnsavedChanges(dirty);
  const set = (field: string, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const text = (field: string, label: string) => (
    <>
      <label htmlFor={`cs-${field}`}>{label}</label>
      <input id={`cs-${field}`} type="text" value={form[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
    </>
  );
  const para = (field: string, label: string) => (
    <>
      <label htmlFor={`cs-${field}`}>{label}</label>
      <textarea id={`cs-${field}`} rows={5} value={form[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
    </>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await updateCaseStudy({ id, body: formToCaseStudyInput(form) });
    if ('error' in result && result.error) {
      setError(serverMessage(result.error));
      return;
    }
    dirtyRef.current = false;
    navigate(paths.adminCaseStudies);
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="cs-title" aria-busy={saving || isFetching}>
      <h1 id="cs-title">Edit Case Study</h1>
      {isFetching ? (
        <p role="status" className="admin-spinner">
          Loading case study…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
      <fieldset>
        <legend>Hero</legend>
        {text('heroHeading', 'Hero heading')}
        {text('clientName', 'Client name')}
        <ImageUploadField label="Banner image" value={form.bannerImage ?? ''} onChange={(v) => set('bannerImage', v)} previewAlt={form.heroHeading} />
        {CATEGORY_FIELDS.map((field, i) => {
          const current = form[field] ?? '';
          const known = (CASE_STUDY_CATEGORY_OPTIONS as readonly string[]).includes(current);
          return (
            <div key={field}>
              <label htmlFor={`cs-${field}`}>Category {i + 1}</label>
              <select id={`cs-${field}`} value={current} onChange={(e) => set(field, e.target.value)}>
                {CASE_STUDY_CATEGORY_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option || 'Not selected'}
                  </option>
                ))}
                {known ? null : <option value={current}>{current}</option>}
              </select>
            </div>
          );
        })}
        {text('template', 'Template')}
      </fieldset>
      <fieldset>
        <legend>Section 1</legend>
        {text('sec1Heading', 'Section 1 heading')}
        {para('sec1Para', 'Section 1 paragraph')}
        {para('sec1Para2', 'Section 1 second paragraph')}
        <ImageUploadField label="Section 1 image" value={form.sec1Img ?? ''} onChange={(v) => set('sec1Img', v)} previewAlt={form.sec1Heading} />
      </fieldset>
      {Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => i + 2).map((n) => (
        <fieldset key={n}>
          <legend>Section {n}</legend>
          {text(`sec${n}Heading`, `Section ${n} heading`)}
          {para(`sec${n}Para`, `Section ${n} paragraph`)}
        </fieldset>
      ))}
      <div className="admin-actions">
        <button type="submit" disabled={saving || isFetching}>
          {saving ? 'Updating…' : 'Update'}
        </button>
        <Link to={paths.adminCaseStudies}>Back to case studies</Link>
      </div>
    </form>
  );
}
