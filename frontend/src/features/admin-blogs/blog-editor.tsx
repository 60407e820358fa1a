import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { slugify } from '@site/contracts/slugs';
import type { FieldError, PublicationAction, SaveMode } from '@site/contracts/content';
import { useGetCategoriesQuery } from '@/lib/blog-api';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useBanner, type BannerKind } from '@/components/admin/banner';
import { Dialog } from '@/components/admin/dialog';
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
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import {
  useAdminGetBlogQuery,
  useChangeBlogPublicationMutation,
  useCreateBlogMutation,
  useDiscardBlogChangesMutation,
  useUpdateBlogMutation,
  type BlogSaveReply,
} from './admin-blogs-api';
import { BLOG_CONTENT_SLOTS, blogToForm, emptyBlogForm, emptySlot, formToBlogInput, isKeptSlot, selectableCategories, type BlogForm, type ContentSlot } from './blog-form';

interface Props {
  /** Edit mode when an id is given, create mode otherwise (spec section 4). */
  blogId: number | null;
  onClose: () => void;
  /** The page's banner, once the popup has closed. */
  onResult: (kind: BannerKind, text: string) => void;
}

/** Element ids of the editor's fields, in the order the form shows them (refusals focus the first). */
const ID = {
  title: 'blog-title',
  slug: 'blog-slug',
  brief: 'blog-brief',
  image: 'blog-image',
  imageUrl: 'blog-image-url',
  imageAlt: 'blog-image-alt',
  date: 'blog-date',
  category: 'blog-category',
  addSection: 'blog-add-section',
  heading: (i: number) => `blog-heading-${i}`,
  paragraph: (i: number) => `blog-paragraph-${i}`,
  section: (i: number) => `blog-section-${i}`,
  schedule: 'blog-schedule',
} as const;

const fieldOrder = (sections: number): string[] => [
  ID.title,
  ID.slug,
  ID.brief,
  ID.imageUrl,
  ID.imageAlt,
  ID.date,
  ID.category,
  ...Array.from({ length: sections }, (_, i) => [ID.heading(i), ID.paragraph(i)]).flat(),
  ID.addSection,
  ID.schedule,
];

/** The element a refused body field is shown beside; `sent` maps body sections to the sections on screen. */
function elementIdOf(field: string, sent: number[]): string | null {
  const item = /^blogs_content\.(\d+)(?:\.(heading|paragraph))?$/.exec(field);
  if (item) {
    const index = sent[Number(item[1])];
    if (index === undefined) return ID.addSection;
    return item[2] === 'paragraph' ? ID.paragraph(index) : ID.heading(index);
  }
  const byField: Record<string, string> = {
    title: ID.title,
    slug_url: ID.slug,
    brief_paragraph: ID.brief,
    blog_image: ID.imageUrl,
    blog_image_alt: ID.imageAlt,
    published_date: ID.date,
    published_at: ID.date,
    published_date_auto: ID.date,
    category: ID.category,
    blogs_content: ID.addSection,
    publication: ID.schedule,
    'publication.schedule': ID.schedule,
  };
  return byField[field] ?? null;
}

/** The popup editor titled Blogs Upload. */
export function BlogEditor({ blogId, onClose, onResult }: Props) {
  // A new post saved for a Preview stays open as that post.
  const [id, setId] = useState<number | null>(blogId);
  const editing = id !== null;
  const { data: blog, isFetching: loadingBlog, error: loadError } = useAdminGetBlogQuery(id ?? 0, { skip: !editing });
  const { data: categories } = useGetCategoriesQuery();
  const [createBlog, createState] = useCreateBlogMutation();
  const [updateBlog, updateState] = useUpdateBlogMutation();
  const [changePublication, publicationState] = useChangeBlogPublicationMutation();
  const [discardChanges, discardState] = useDiscardBlogChangesMutation();
  // Edit mode: the loaded post fills the fields once it arrives.
  const loaded = useMemo(() => (editing && blog && !loadingBlog ? blogToForm(blog) : undefined), [editing, blog, loadingBlog]);
  const { form, setForm, ready, dirty } = useLoadedForm<BlogForm>(loaded, emptyBlogForm(), { isNew: blogId === null });
  // Banners inside the dialog: the modal covers the page's own (spec section 8: 3 s).
  const { banner, showBanner } = useBanner();
  const messageRef = useRef<HTMLParagraphElement>(null);
  // A failure no field explains moves focus to its message, once that is drawn.
  const [focusMessage, setFocusMessage] = useState(0);
  useEffect(() => {
    if (focusMessage > 0) focusOn(messageRef.current);
  }, [focusMessage]);
  const fieldErrors = useFieldErrors();
  const errors = fieldErrors.errors;

  useEffect(() => {
    if (loadError) console.error('Loading the blog failed', loadError);
  }, [loadError]);

  const dirtyRef = useUnsavedChanges(dirty);
  const busy = createState.isLoading || updateState.isLoading || publicationState.isLoading || discardState.isLoading || (editing && loadingBlog);
  const status = editing ? (blog?.status ?? 'draft') : 'new';

  const options = selectableCategories(categories);
  const hasCurrent = options.some((c) => String(c.category_id) === form.category);

  const { clear } = fieldErrors;
  const set = <K extends keyof BlogForm>(key: K, value: BlogForm[K], elementId: string) => {
    clear(elementId);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setSlot = useCallback(
    (index: number, patch: Partial<ContentSlot>) => {
      clear(patch.heading !== undefined ? ID.heading(index) : ID.paragraph(index));
      setForm((f) => ({ ...f, content: f.content.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)) }));
    },
    [setForm, clear],
  );
  // The added section whose heading takes focus once it is drawn (a ref: focusing renders nothing).
  const focusSection = useRef<number | null>(null);
  useEffect(() => {
    if (focusSection.current === null) return;
    focusOn(document.getElementById(ID.heading(focusSection.current)));
    focusSection.current = null;
  }, [form.content.length]);

  function addSection() {
    if (form.content.length >= BLOG_CONTENT_SLOTS) return;
    focusSection.current = form.content.length;
    setForm((f) => ({ ...f, content: [...f.content, emptySlot()] }));
  }
  const removeSection = useCallback(
    (index: number) => {
      fieldErrors.reset();
      setForm((f) => ({ ...f, content: f.content.length > 1 ? f.content.filter((_, i) => i !== index) : [emptySlot()] }));
    },
    [setForm, fieldErrors],
  );

  function close() {
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    dirtyRef.current = false;
    onClose();
  }

  /** Shows a refusal: each field's beside it (focus on the first), the message in the banner by the buttons. */
  function showFailure(error: unknown, sent: number[]) {
    const fields: FieldError[] = serverFieldErrors(error);
    const byElement: Record<string, string> = {};
    for (const f of fields) {
      const elementId = elementIdOf(f.field, sent);
      if (elementId && !byElement[elementId]) byElement[elementId] = f.message;
    }
    showBanner('error', serverMessage(error));
    if (Object.keys(byElement).length > 0) fieldErrors.show(byElement, fieldOrder(form.content.length));
    else {
      fieldErrors.reset();
      setFocusMessage((n) => n + 1);
    }
  }

  /** Saves the form with `mode`; the saved post, or null after showing why not. */
  async function persist(mode: SaveMode): Promise<BlogSaveReply | null> {
    const { body, sent } = formToBlogInput(form, mode, blog);
    const result = id !== null ? await updateBlog({ id, body }) : await createBlog(body);
    if (!('data' in result && result.data)) {
      showFailure(result.error, sent);
      return null;
    }
    fieldErrors.reset();
    setForm(blogToForm(result.data.data));
    return result.data;
  }

  function finish(message: string) {
    dirtyRef.current = false;
    onResult('success', message);
    onClose();
  }

  async function save(mode: SaveMode) {
    const saved = await persist(mode);
    if (!saved) return;
    const at = saved.data.status === 'scheduled' && saved.data.publish_at ? ` for ${formatLocalTime(saved.data.publish_at)}` : '';
    finish(`${saved.message}${at}`);
  }

  /** Publish now, Unpublish: saves edits on screen first, so what changes state is what is shown. */
  async function act(action: PublicationAction) {
    if (id === null) return;
    if (action.action === 'unpublish' && !window.confirm(unpublishMessage(form.title || blog?.title || 'this post'))) return;
    if (dirty && !(await persist(action.action === 'unpublish' ? 'draft' : 'live'))) return;
    const result = await changePublication({ id, action });
    if (!('data' in result && result.data)) {
      showFailure(result.error, []);
      return;
    }
    finish(result.data.message);
  }

  /** Drops the saved, unpublished changes of a live post; the public page never saw them. */
  async function discardSavedChanges() {
    if (id === null || !window.confirm(DISCARD_CHANGES_MESSAGE)) return;
    const result = await discardChanges(id);
    if (!('data' in result && result.data)) {
      showFailure(result.error, []);
      return;
    }
    finish(result.data.message);
  }

  /** Preview: what is on screen, saved aside first (a draft, or unpublished changes), in a new tab. */
  async function preview() {
    // Opened within the click, so no pop-up blocker stops it; pointed at the preview once saved.
    const tab = window.open('', '_blank');
    let target = id;
    if (target === null || dirty) {
      const saved = await persist('draft');
      if (!saved) {
        tab?.close();
        return;
      }
      target = saved.data.blog_id;
      setId(target);
      showBanner('success', `${saved.message}. The preview opened in a new tab.`);
    }
    const href = paths.adminPreview('blog', String(target));
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else showBanner('error', `The browser blocked the new tab: allow pop-ups for this site, or open ${href}`);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save('live');
  }

  const slugPreview = form.slug_url ? slugify(form.slug_url) : editing ? (blog?.slug_url ?? '') : slugify(form.title);
  const jumpTargets = [
    { id: 'blog-part-post', label: 'Post', invalid: !!(errors[ID.title] || errors[ID.slug] || errors[ID.brief]) },
    { id: ID.image, label: 'Image', invalid: !!(errors[ID.imageUrl] || errors[ID.imageAlt]) },
    { id: 'blog-part-date', label: 'Date and category', invalid: !!(errors[ID.date] || errors[ID.category]) },
    ...form.content.map((slot, i) => ({ id: ID.section(i), label: slot.heading.trim() ? `${i + 1}. ${slot.heading.trim()}` : `Section ${i + 1}`, invalid: !!(errors[ID.heading(i)] || errors[ID.paragraph(i)]) })),
  ];

  return (
    <Dialog title="Blogs Upload" onClose={close}>
      {editing && loadingBlog ? <StatusLine kind="loading">Loading blog…</StatusLine> : null}
      <JumpList label="Parts of this post" targets={jumpTargets} />
      <form onSubmit={onSubmit} aria-label={editing ? 'Edit blog' : 'New blog'} aria-busy={busy} noValidate>
        {/* Disabled until the post's values are in (useLoadedForm). */}
        <fieldset className="admin-fields" disabled={!ready}>
          <fieldset id="blog-part-post" tabIndex={-1}>
            <legend>Post</legend>
            <TextField id={ID.title} label="Title" value={form.title} onChange={(v) => set('title', v, ID.title)} error={errors[ID.title]} limit={200} />
            <TextField
              id={ID.slug}
              label="Slug"
              value={form.slug_url}
              onChange={(v) => set('slug_url', v, ID.slug)}
              error={errors[ID.slug]}
              hint={
                <>
                  The post&apos;s address:{' '}
                  <span className="admin-url" data-testid="final-url">
                    {slugPreview ? `${env.siteUrl}${paths.article(slugPreview)}` : 'made from the title'}
                  </span>
                  {!form.slug_url && !editing && slugPreview ? ' (made from the title; a number is added if another post uses it)' : ''}
                  {form.slug_url && !/[a-z]/.test(slugPreview) ? ' (needs at least one letter)' : ''}
                </>
              }
            />
            <TextField id={ID.brief} label="Brief paragraph" value={form.brief_paragraph} onChange={(v) => set('brief_paragraph', v, ID.brief)} error={errors[ID.brief]} multiline />
          </fieldset>
          <ImageUploadField
            id={ID.image}
            label="Blog image"
            value={form.blog_image}
            onChange={(value) => set('blog_image', value, ID.imageUrl)}
            alt={form.blog_image_alt}
            onAltChange={(value) => set('blog_image_alt', value, ID.imageAlt)}
            error={errors[ID.imageUrl]}
            altError={errors[ID.imageAlt]}
          />
          <fieldset id="blog-part-date" tabIndex={-1}>
            <legend>Date and category</legend>
            <TextField
              id={ID.date}
              type="date"
              label="Published date"
              value={form.date}
              onChange={(v) => set('date', v, ID.date)}
              error={errors[ID.date]}
              hint={
                form.date
                  ? 'The date the post shows and sorts by. Clear it to use the day the post goes live.'
                  : blog && !blog.published_date_auto && blog.published_date
                    ? `Leave empty to keep "${blog.published_date}", or pick a date.`
                    : blog?.status === 'published' && blog.published_date
                      ? `Empty: the day it went live (${blog.published_date}). Pick a date to show another.`
                      : 'Empty: the day the post goes live (today if you publish now, the scheduled day if you schedule it).'
              }
            />
            <div className={`admin-field${errors[ID.category] ? ' admin-field--invalid' : ''}`}>
              <label htmlFor={ID.category}>Category</label>
              <select
                id={ID.category}
                value={form.category}
                onChange={(e) => set('category', e.target.value, ID.category)}
                aria-invalid={errors[ID.category] ? true : undefined}
                aria-describedby={errors[ID.category] ? `${ID.category}-error` : undefined}
              >
                {hasCurrent ? null : <option value={form.category}>Category {form.category}</option>}
                {options.map((c) => (
                  <option key={c.category_id} value={String(c.category_id)}>
                    {c.category}
                  </option>
                ))}
              </select>
              {errors[ID.category] ? (
                <p id={`${ID.category}-error`} className="admin-field-error">
                  {errors[ID.category]}
                </p>
              ) : null}
            </div>
          </fieldset>
          {form.content.map((slot, i) => (
            <SlotFields key={i} index={i} slot={slot} onChange={setSlot} onRemove={form.content.length > 1 || isKeptSlot(slot) ? removeSection : undefined} headingError={errors[ID.heading(i)]} paragraphError={errors[ID.paragraph(i)]} />
          ))}
          <div className={`admin-field${errors[ID.addSection] ? ' admin-field--invalid' : ''}`}>
            <button type="button" id={ID.addSection} className="admin-button--secondary" onClick={addSection} disabled={form.content.length >= BLOG_CONTENT_SLOTS} aria-describedby={`${ID.addSection}-hint`}>
              Add section
            </button>
            <p id={`${ID.addSection}-hint`} className="admin-hint">
              {form.content.length} of {BLOG_CONTENT_SLOTS} sections{form.content.length >= BLOG_CONTENT_SLOTS ? ': a post has at most 10.' : '.'}
            </p>
            {errors[ID.addSection] ? <p className="admin-field-error">{errors[ID.addSection]}</p> : null}
          </div>
          {editing && id !== null ? <SharePreviewLink kind="blog" id={String(id)} /> : null}
        </fieldset>
        <SaveBar
          status={status}
          publishAt={blog?.publish_at}
          hasChanges={blog?.has_unpublished_changes ?? false}
          busy={busy || !ready}
          primary={editing ? 'Save' : 'Upload'}
          onSaveDraft={() => void save('draft')}
          onPreview={() => void preview()}
          onSchedule={(instant) => void save({ schedule: instant })}
          onPublishNow={() => void act({ action: 'publish' })}
          onUnpublish={() => void act({ action: 'unpublish' })}
          onDiscardChanges={() => void discardSavedChanges()}
          message={banner}
          messageRef={messageRef}
          scheduleError={errors[ID.schedule] ?? null}
          scheduleInputId={ID.schedule}
        >
          <button type="button" className="admin-button--secondary" onClick={close}>
            Discard
          </button>
        </SaveBar>
      </form>
    </Dialog>
  );
}

interface SlotProps {
  index: number;
  slot: ContentSlot;
  onChange: (index: number, patch: Partial<ContentSlot>) => void;
  onRemove?: (index: number) => void;
  headingError?: string;
  paragraphError?: string;
}

/** One heading/paragraph section; memoised so typing in one section does not re-render the others. */
const SlotFields = memo(function SlotFields({ index, slot, onChange, onRemove, headingError, paragraphError }: SlotProps) {
  const n = index + 1;
  const half = (slot.heading.trim() === '') !== (slot.paragraph.trim() === '');
  return (
    <fieldset id={ID.section(index)} tabIndex={-1} className="admin-section">
      <legend>Section {n}</legend>
      <TextField id={ID.heading(index)} label={`Heading ${n}`} value={slot.heading} onChange={(heading) => onChange(index, { heading })} error={headingError} limit={200} />
      <RichTextField id={ID.paragraph(index)} label={`Paragraph ${n}`} value={slot.paragraph} onChange={(paragraph) => onChange(index, { paragraph })} error={paragraphError} />
      {half ? <p className="admin-warning">A section needs both a heading and a paragraph; as it is, it will not be saved.</p> : null}
      {onRemove ? (
        <button type="button" className="admin-button--secondary" onClick={() => onRemove(index)}>
          Remove section {n}
        </button>
      ) : null}
    </fieldset>
  );
});
