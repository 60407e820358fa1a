import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CASE_STUDY_CATEGORY_OPTIONS } from '@site/contracts/content';
import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';
import { paths } from '@/config/paths';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { serverMessage } from '@/components/admin/server-message';
import { useLoadedForm } from '@/components/admin/use-loaded-form';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import type { PublicationAction } from '@site/contracts/content';
import { DISCARD_CHANGES_MESSAGE, PublicationControls } from '@/components/admin/publication-controls';
import { useAdminGetCaseStudyQuery, useChangeCaseStudyPublicationMutation, useDiscardCaseStudyChangesMutation, useUpdateCaseStudyMutation } from './admin-case-studies-api';
import { caseStudyToForm, formToCaseStudyInput, type CaseStudyForm } from './case-study-form';
import { StatusLine } from '@/components/admin/status-line';

const CATEGORY_FIELDS = ['category1', 'category2', 'category3', 'category4'] as const;

const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 404;

/** The case study edit form (spec section 2): every field of section 3, no client validation (section 5). */
export function CaseStudyEditor({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: caseStudy, isFetching, error: loadError } = useAdminGetCaseStudyQuery(id);
  const [updateCaseStudy, { isLoading: updating }] = useUpdateCaseStudyMutation();
  const [changePublication, { isLoading: publishing }] = useChangeCaseStudyPublicationMutation();
  const [discardChanges, { isLoading: discarding }] = useDiscardCaseStudyChangesMutation();
  const saving = updating || publishing || discarding;
  const loaded = useMemo(() => (caseStudy && !isFetching ? caseStudyToForm(caseStudy) : undefined), [caseStudy, isFetching]);
  const { form, setForm, ready, dirty } = useLoadedForm<CaseStudyForm>(loaded, caseStudyToForm(undefined));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (loadError) setError(serverMessage(loadError));
  }, [loadError]);

  const dirtyRef = useUnsavedChanges(dirty);
  const set = (field: string, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const text = (field: string, label: string) => (
    <>
      <label htmlFor={`cs-${field}`}>{label}</label>
      <input id={`cs-${field}`} type="text" value={form[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
    </>
  );
  // Paragraphs are edited as text: a blank line between paragraphs, "&" as typed (rich-text.ts).
  const para = (field: string, label: string) => (
    <>
      <label htmlFor={`cs-${field}`}>{label}</label>
      <textarea id={`cs-${field}`} rows={5} value={form[field] ?? ''} onChange={(e) => set(field, e.target.value)} />
    </>
  );

  /** Saves every field; then, if asked, publishes, schedules or unpublishes. The list confirms it. */
  async function save(action?: PublicationAction) {
    setError(null);
    const result = await updateCaseStudy({ id, body: formToCaseStudyInput(form) });
    if ('error' in result && result.error) {
      setError(serverMessage(result.error));
      return;
    }
    let message = 'Case study updated';
    if (action) {
      const changed = await changePublication({ id, action });
      if ('error' in changed && changed.error) {
        setError(serverMessage(changed.error));
        return;
      }
      message = changed.data?.message ?? message;
    }
    dirtyRef.current = false;
    navigate(paths.adminCaseStudies, { state: { message } });
  }

  /** Drops the saved, unpublished changes of a live case study; the public page never saw them. */
  async function discardSavedChanges() {
    if (!window.confirm(DISCARD_CHANGES_MESSAGE)) return;
    setError(null);
    const result = await discardChanges(id);
    if ('error' in result && result.error) {
      setError(serverMessage(result.error));
      return;
    }
    dirtyRef.current = false;
    navigate(paths.adminCaseStudies, { state: { message: result.data?.message ?? 'Changes discarded' } });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save();
  }

  // A deleted (or never created) case study: say so, and offer nothing to update.
  if (isNotFound(loadError)) {
    return (
      <div>
        <h1 id="cs-title">Edit Case Study</h1>
        <StatusLine kind="error">This case study has been deleted or does not exist.</StatusLine>
        <Link to={paths.adminCaseStudies}>Back to case studies</Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="cs-title" aria-busy={saving || isFetching}>
      <h1 id="cs-title">Edit Case Study</h1>
      {isFetching ? <StatusLine kind="loading">Loading case study…</StatusLine> : null}
      <StatusLine kind="error">{error}</StatusLine>
      {/* Disabled until the case study's values are in (useLoadedForm). */}
      <fieldset className="admin-fields" disabled={!ready}>
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
      </fieldset>
      <PublicationControls
        kind="caseStudy"
        id={id}
        status={caseStudy?.status}
        publishAt={caseStudy?.publish_at}
        busy={saving || isFetching}
        onAction={(action) => void save(action)}
        previewHref={paths.adminPreview('casestudy', id)}
        hasChanges={caseStudy?.has_unpublished_changes ?? false}
        dirty={dirty}
        onDiscardChanges={() => void discardSavedChanges()}
      />
      <div className="admin-actions">
        <button type="submit" disabled={saving || isFetching}>
          {saving ? 'Updating…' : 'Update'}
        </button>
        <Link to={paths.adminCaseStudies}>Back to case studies</Link>
      </div>
    </form>
  );
}
