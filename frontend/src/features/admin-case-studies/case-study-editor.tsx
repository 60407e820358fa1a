import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CASE_STUDY_CATEGORY_OPTIONS, caseStudyCategoryLabel, type FieldError, type PublicationAction, type SaveMode } from '@site/contracts/content';
import { CASE_STUDY_SECTIONS } from '@site/contracts/limits';
import { paths } from '@/config/paths';
import type { BannerState } from '@/components/admin/banner';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { JumpList } from '@/components/admin/jump-list';
import { RichTextField } from '@/components/admin/rich-text-field';
import { DISCARD_CHANGES_MESSAGE, SaveBar, unpublishMessage } from '@/components/admin/save-bar';
import { serverFieldErrors, serverMessage } from '@/components/admin/server-message';
import { SharePreviewLink } from '@/components/admin/share-preview-link';
import { formatLocalTime } from '@/components/admin/status-badge';
import { StatusLine } from '@/components/admin/status-line';
import { TextField } from '@/components/admin/text-field';
import { focusOn, useFieldErrors } from '@/components/admin/use-field-errors';
import { useLoadedForm } from '@/components/admin/use-loaded-form';
import { useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import {
  useAdminGetCaseStudyQuery,
  useChangeCaseStudyPublicationMutation,
  useDeleteCaseStudyMutation,
  useDiscardCaseStudyChangesMutation,
  useUpdateCaseStudyMutation,
} from './admin-case-studies-api';
import { leaveForList } from './case-study-flash';
import { CASE_STUDY_FIELDS, caseStudyToForm, filledSections, formToCaseStudyInput, type CaseStudyForm } from './case-study-form';

const CATEGORY_FIELDS = ['category1', 'category2', 'category3', 'category4'] as const;
const IMAGE_FIELDS: Record<string, string> = { bannerImage: 'cs-bannerImage-url', bannerImageAlt: 'cs-bannerImage-alt', sec1Img: 'cs-sec1Img-url', sec1ImgAlt: 'cs-sec1Img-alt' };
/** The element a field is edited in (a refusal of the server is shown beside it). */
const elementIdOf = (field: string): string => IMAGE_FIELDS[field] ?? (field.startsWith('publication') ? 'cs-schedule' : `cs-${field}`);
const FIELD_ORDER = CASE_STUDY_FIELDS.map(elementIdOf);

const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * A new case study that is left before anything was saved, with no hero heading, is removed: it
 * would be a nameless row (content-service also sweeps such drafts after a day). The removal waits a
 * tick, so React's development double mount (unmount, mount again) does not trigger it.
 */
const pendingRemovals = new Map<string, number>();

/** The case study edit form (spec section 2): every field of section 3, no client validation (section 5). */
export function CaseStudyEditor({ id }: { id: string }) {
  const location = useLocation();
  // Set by "Create Case Study": this visit made the record.
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const { data: caseStudy, isFetching, error: loadError } = useAdminGetCaseStudyQuery(id);
  const [updateCaseStudy, { isLoading: updating }] = useUpdateCaseStudyMutation();
  const [changePublication, { isLoading: publishing }] = useChangeCaseStudyPublicationMutation();
  const [discardChanges, { isLoading: discarding }] = useDiscardCaseStudyChangesMutation();
  const [deleteCaseStudy] = useDeleteCaseStudyMutation();
  const busy = updating || publishing || discarding || isFetching;
  const loaded = useMemo(() => (caseStudy && !isFetching ? caseStudyToForm(caseStudy) : undefined), [caseStudy, isFetching]);
  const { form, setForm, ready, dirty } = useLoadedForm<CaseStudyForm>(loaded, caseStudyToForm(undefined));
  // The line beside the buttons: stays until the next action (spec section 8: errors in red).
  const [message, setMessage] = useState<BannerState | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // A failure no field explains moves focus to its message, once that is drawn.
  const [focusMessage, setFocusMessage] = useState(0);
  useEffect(() => {
    if (focusMessage > 0) focusOn(messageRef.current);
  }, [focusMessage]);
  const fieldErrors = useFieldErrors();
  const errors = fieldErrors.errors;
  // Sections 2 to 9 shown although empty: added with "Add section".
  const [added, setAdded] = useState<number[]>([]);
  const dirtyRef = useUnsavedChanges(dirty);

  // What the server holds now, for the removal of an abandoned new record.
  const stored = useRef<{ heroHeading: string; status: string } | null>(null);
  const savedOnce = useRef(false);
  useEffect(() => {
    if (caseStudy) stored.current = { heroHeading: caseStudy.heroHeading, status: caseStudy.status };
  }, [caseStudy]);
  useEffect(() => {
    const pending = pendingRemovals.get(id);
    if (pending !== undefined) window.clearTimeout(pending);
    pendingRemovals.delete(id);
    return () => {
      if (!created || savedOnce.current) return;
      const record = stored.current;
      if (!record || record.status !== 'draft' || record.heroHeading.trim() !== '') return;
      pendingRemovals.set(
        id,
        window.setTimeout(() => {
          pendingRemovals.delete(id);
          void deleteCaseStudy(id);
        }, 0),
      );
    };
  }, [id, created, deleteCaseStudy]);

  // A failed load shows its message (adjusted while rendering when the failure changes).
  const [shownLoadError, setShownLoadError] = useState<typeof loadError>(undefined);
  if (loadError !== shownLoadError) {
    setShownLoadError(loadError);
    if (loadError && !isNotFound(loadError)) setMessage({ kind: 'error', text: serverMessage(loadError) });
  }

  const set = (field: string, value: string) => {
    fieldErrors.clear(elementIdOf(field));
    setForm((f) => ({ ...f, [field]: value }));
  };
  const shown = [1, ...Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => i + 2).filter((n) => filledSections(form).includes(n) || added.includes(n))];
  const nextSection = Array.from({ length: CASE_STUDY_SECTIONS - 1 }, (_, i) => i + 2).find((n) => !shown.includes(n));
  // The added section whose heading takes focus once it is drawn (a ref: focusing renders nothing).
  const focusSection = useRef<number | null>(null);
  useEffect(() => {
    if (focusSection.current === null) return;
    focusOn(document.getElementById(`cs-sec${focusSection.current}Heading`));
    focusSection.current = null;
  }, [added]);

  function addSection() {
    if (nextSection === undefined) return;
    setAdded((a) => [...a, nextSection]);
    focusSection.current = nextSection;
  }
  function removeSection(n: number) {
    setAdded((a) => a.filter((x) => x !== n));
    setForm((f) => ({ ...f, [`sec${n}Heading`]: '', [`sec${n}Para`]: '' }));
  }

  const text = (field: string, label: string) => <TextField id={`cs-${field}`} label={label} value={form[field] ?? ''} onChange={(v) => set(field, v)} error={errors[`cs-${field}`]} />;
  const para = (field: string, label: string) => (
    <RichTextField id={`cs-${field}`} label={label} value={form[field] ?? ''} onChange={(v) => set(field, v)} error={errors[`cs-${field}`]} />
  );

  /** Shows a refusal: each field's beside it (focus on the first), the message beside the buttons. */
  function showFailure(error: unknown) {
    const fields: FieldError[] = serverFieldErrors(error);
    const byElement: Record<string, string> = {};
    for (const f of fields) byElement[elementIdOf(f.field)] ??= f.message;
    setMessage({ kind: 'error', text: serverMessage(error) });
    if (Object.keys(byElement).length > 0) {
      // A refused section the form does not show yet is shown, so its field can take the focus.
      const sections = fields.map((f) => /^sec(\d)/.exec(f.field)?.[1]).filter((n): n is string => !!n).map(Number);
      setAdded((a) => [...new Set([...a, ...sections.filter((n) => n > 1)])]);
      fieldErrors.show(byElement, FIELD_ORDER);
    } else {
      fieldErrors.reset();
      setFocusMessage((n) => n + 1);
    }
  }

  async function persist(mode: SaveMode): Promise<boolean> {
    setMessage(null);
    const result = await updateCaseStudy({ id, body: formToCaseStudyInput(form, mode) });
    if ('error' in result && result.error) {
      showFailure(result.error);
      return false;
    }
    savedOnce.current = true;
    fieldErrors.reset();
    if (result.data) setForm(caseStudyToForm(result.data));
    return true;
  }

  /** Back to the list, which the page reload shows fresh (spec section 4: "redirects ... and reloads the page"). */
  function toList(text: string) {
    dirtyRef.current = false;
    leaveForList(text);
  }

  async function update() {
    const result = await updateCaseStudy({ id, body: formToCaseStudyInput(form, 'live') });
    if ('error' in result && result.error) {
      setMessage(null);
      showFailure(result.error);
      return;
    }
    savedOnce.current = true;
    toList(result.data?.message ?? 'Case study updated');
  }

  async function saveDraft() {
    if (await persist('draft')) setMessage({ kind: 'success', text: 'Saved as a draft: not public. Preview it, or Update to publish it.' });
  }

  async function schedule(instant: string) {
    const result = await updateCaseStudy({ id, body: formToCaseStudyInput(form, { schedule: instant }) });
    if ('error' in result && result.error) {
      showFailure(result.error);
      return;
    }
    savedOnce.current = true;
    toList(`${result.data?.message ?? 'Case study scheduled'} for ${formatLocalTime(instant)}`);
  }

  /** Publish now, Unpublish: the edits on screen are saved first, so what changes state is what is shown. */
  async function act(action: PublicationAction) {
    if (action.action === 'unpublish' && !window.confirm(unpublishMessage(form.heroHeading || 'this case study'))) return;
    if (dirty && !(await persist(action.action === 'unpublish' ? 'draft' : 'live'))) return;
    const result = await changePublication({ id, action });
    if ('error' in result && result.error) {
      showFailure(result.error);
      return;
    }
    toList(result.data?.message ?? 'Case study updated');
  }

  /** Drops the saved, unpublished changes of a live case study; the public page never saw them. */
  async function discardSavedChanges() {
    if (!window.confirm(DISCARD_CHANGES_MESSAGE)) return;
    setMessage(null);
    const result = await discardChanges(id);
    if ('error' in result && result.error) {
      showFailure(result.error);
      return;
    }
    toList(result.data?.message ?? 'Changes discarded');
  }

  /** Preview: what is on screen, saved aside first (a draft, or unpublished changes), in a new tab. */
  async function preview() {
    const tab = window.open('', '_blank');
    if (dirty && !(await persist('draft'))) {
      tab?.close();
      return;
    }
    if (dirty) setMessage({ kind: 'success', text: 'Saved as a draft for the preview: not public.' });
    const href = paths.adminPreview('casestudy', id);
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else setMessage({ kind: 'error', text: `The browser blocked the new tab: allow pop-ups for this site, or open ${href}` });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await update();
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

  const sectionInvalid = (n: number) => Object.keys(errors).some((k) => k.startsWith(`cs-sec${n}`));
  const jumpTargets = [
    { id: 'cs-part-hero', label: 'Hero', invalid: ['cs-heroHeading', 'cs-clientName', 'cs-bannerImage-url', 'cs-bannerImage-alt', 'cs-template'].some((k) => errors[k]) },
    ...shown.map((n) => ({ id: `cs-part-sec${n}`, label: form[`sec${n}Heading`]?.trim() ? `${n}. ${form[`sec${n}Heading`]!.trim()}` : `Section ${n}`, invalid: sectionInvalid(n) })),
  ];

  return (
    <div className="admin-editor">
      <h1 id="cs-title">Edit Case Study</h1>
      {isFetching ? <StatusLine kind="loading">Loading case study…</StatusLine> : null}
      <JumpList label="Parts of this case study" targets={jumpTargets} />
      <form onSubmit={onSubmit} aria-labelledby="cs-title" aria-busy={busy} noValidate>
        {/* Disabled until the case study's values are in (useLoadedForm). */}
        <fieldset className="admin-fields" disabled={!ready}>
          <fieldset id="cs-part-hero" tabIndex={-1}>
            <legend>Hero</legend>
            {text('heroHeading', 'Hero heading')}
            {text('clientName', 'Client name')}
            <ImageUploadField
              id="cs-bannerImage"
              label="Banner image"
              value={form.bannerImage ?? ''}
              onChange={(v) => set('bannerImage', v)}
              alt={form.bannerImageAlt ?? ''}
              onAltChange={(v) => set('bannerImageAlt', v)}
              error={errors['cs-bannerImage-url']}
              altError={errors['cs-bannerImage-alt']}
            />
            {CATEGORY_FIELDS.map((field, i) => {
              const current = form[field] ?? '';
              const known = (CASE_STUDY_CATEGORY_OPTIONS as readonly string[]).includes(current);
              return (
                <div key={field} className="admin-field">
                  <label htmlFor={`cs-${field}`}>Category {i + 1}</label>
                  <select id={`cs-${field}`} value={current} onChange={(e) => set(field, e.target.value)}>
                    {CASE_STUDY_CATEGORY_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {caseStudyCategoryLabel(option) || 'Not selected'}
                      </option>
                    ))}
                    {known ? null : <option value={current}>{current}</option>}
                  </select>
                  {errors[`cs-${field}`] ? <p className="admin-field-error">{errors[`cs-${field}`]}</p> : null}
                </div>
              );
            })}
            {text('template', 'Template')}
          </fieldset>
          {shown.map((n) => (
            <fieldset key={n} id={`cs-part-sec${n}`} tabIndex={-1} className="admin-section">
              <legend>Section {n}</legend>
              {text(`sec${n}Heading`, `Section ${n} heading`)}
              {para(`sec${n}Para`, `Section ${n} paragraph`)}
              {n === 1 ? (
                <>
                  {para('sec1Para2', 'Section 1 second paragraph')}
                  <ImageUploadField
                    id="cs-sec1Img"
                    label="Section 1 image"
                    value={form.sec1Img ?? ''}
                    onChange={(v) => set('sec1Img', v)}
                    alt={form.sec1ImgAlt ?? ''}
                    onAltChange={(v) => set('sec1ImgAlt', v)}
                    error={errors['cs-sec1Img-url']}
                    altError={errors['cs-sec1Img-alt']}
                  />
                </>
              ) : (
                <button type="button" className="admin-button--secondary" onClick={() => removeSection(n)}>
                  Remove section {n}
                </button>
              )}
            </fieldset>
          ))}
          <div className="admin-field">
            <button type="button" className="admin-button--secondary" onClick={addSection} disabled={nextSection === undefined} aria-describedby="cs-add-section-hint">
              Add section
            </button>
            <p id="cs-add-section-hint" className="admin-hint">
              {shown.length} of {CASE_STUDY_SECTIONS} sections{nextSection === undefined ? ': a case study has at most 9.' : '.'}
            </p>
          </div>
          <SharePreviewLink kind="caseStudy" id={id} />
        </fieldset>
        <SaveBar
          status={caseStudy?.status ?? 'draft'}
          publishAt={caseStudy?.publish_at}
          hasChanges={caseStudy?.has_unpublished_changes ?? false}
          busy={busy || !ready}
          primary="Update"
          onSaveDraft={() => void saveDraft()}
          onPreview={() => void preview()}
          onSchedule={(instant) => void schedule(instant)}
          onPublishNow={() => void act({ action: 'publish' })}
          onUnpublish={() => void act({ action: 'unpublish' })}
          onDiscardChanges={() => void discardSavedChanges()}
          message={message}
          messageRef={messageRef}
          scheduleError={errors['cs-schedule'] ?? null}
          scheduleInputId="cs-schedule"
        >
          <Link to={paths.adminCaseStudies}>Back to case studies</Link>
        </SaveBar>
      </form>
    </div>
  );
}
