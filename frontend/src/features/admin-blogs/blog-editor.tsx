import { memo, useCallback, useEffect, useMemo, type FormEvent } from 'react';
import { useGetCategoriesQuery } from '@/lib/blog-api';
import type { BannerKind } from '@/components/admin/banner';
import { Dialog } from '@/components/admin/dialog';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { RichTextField } from '@/components/admin/rich-text-field';
import { serverMessage } from '@/components/admin/server-message';
import { useLoadedForm } from '@/components/admin/use-loaded-form';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from '@/components/admin/use-unsaved-changes';
import type { PublicationAction } from '@site/contracts/content';
import { paths } from '@/config/paths';
import { DISCARD_CHANGES_MESSAGE, PublicationControls } from '@/components/admin/publication-controls';
import { useAdminGetBlogQuery, useChangeBlogPublicationMutation, useCreateBlogMutation, useDiscardBlogChangesMutation, useUpdateBlogMutation } from './admin-blogs-api';
import { blogToForm, emptyBlogForm, formToBlogInput, selectableCategories, type BlogForm, type ContentSlot } from './blog-form';
import { StatusLine } from '@/components/admin/status-line';

interface Props {
  /** Edit mode when an id is given, create mode otherwise (spec section 4). */
  blogId: number | null;
  onClose: () => void;
  onResult: (kind: BannerKind, text: string) => void;
}

/** The popup editor titled Blogs Upload. */
export function BlogEditor({ blogId, onClose, onResult }: Props) {
  const editing = blogId !== null;
  const { data: blog, isFetching: loadingBlog, error: loadError } = useAdminGetBlogQuery(blogId ?? 0, { skip: !editing });
  const { data: categories } = useGetCategoriesQuery();
  const [createBlog, createState] = useCreateBlogMutation();
  const [updateBlog, updateState] = useUpdateBlogMutation();
  const [changePublication, publicationState] = useChangeBlogPublicationMutation();
  const [discardChanges, discardState] = useDiscardBlogChangesMutation();
  // Edit mode: the loaded post fills the fields once it arrives.
  const loaded = useMemo(() => (editing && blog && !loadingBlog ? blogToForm(blog) : undefined), [editing, blog, loadingBlog]);
  const { form, setForm, ready, dirty } = useLoadedForm<BlogForm>(loaded, emptyBlogForm(), { isNew: !editing });

  useEffect(() => {
    if (loadError) console.error('Loading the blog failed', loadError);
  }, [loadError]);

  const dirtyRef = useUnsavedChanges(dirty);
  const saving = createState.isLoading || updateState.isLoading || publicationState.isLoading || discardState.isLoading;

  const options = selectableCategories(categories);
  const hasCurrent = options.some((c) => String(c.category_id) === form.category);

  const set = <K extends keyof BlogForm>(key: K, value: BlogForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setSlot = useCallback(
    (index: number, patch: Partial<ContentSlot>) =>
      setForm((f) => ({ ...f, content: f.content.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)) })),
    [setForm],
  );

  function discard() {
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    dirtyRef.current = false;
    onClose();
  }

  /** Saves the form (a new post is a draft); then, if asked, publishes, schedules or unpublishes it. */
  async function save(action?: PublicationAction) {
    const body = formToBlogInput(form);
    const result = editing ? await updateBlog({ id: blogId, body }) : await createBlog(body);
    if (!('data' in result && result.data)) {
      onResult('error', serverMessage(result.error));
      return;
    }
    let message = result.data.message || (editing ? 'Blog saved' : 'Blog uploaded');
    const id = editing ? blogId : (result.data as { data?: { blog_id: number } }).data?.blog_id;
    if (action && id) {
      const changed = await changePublication({ id, action });
      if (!('data' in changed && changed.data)) {
        onResult('error', serverMessage(changed.error));
        return;
      }
      message = changed.data.message;
    }
    onResult('success', message);
    dirtyRef.current = false;
    onClose();
  }

  /** Drops the saved, unpublished changes of a live post; the public page never saw them. */
  async function discardSavedChanges() {
    if (blogId === null || !window.confirm(DISCARD_CHANGES_MESSAGE)) return;
    const result = await discardChanges(blogId);
    if (!('data' in result && result.data)) {
      onResult('error', serverMessage(result.error));
      return;
    }
    onResult('success', result.data.message);
    dirtyRef.current = false;
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save();
  }

  return (
    <Dialog title="Blogs Upload" onClose={discard}>
      {editing && loadingBlog ? <StatusLine kind="loading">Loading blog…</StatusLine> : null}
      <form onSubmit={onSubmit} aria-label={editing ? 'Edit blog' : 'New blog'} aria-busy={saving}>
        {/* Disabled until the post's values are in (useLoadedForm). */}
        <fieldset className="admin-fields" disabled={!ready}>
        <label htmlFor="blog-title">Title</label>
        <input id="blog-title" type="text" value={form.title} onChange={(e) => set('title', e.target.value)} />
        <label htmlFor="blog-slug">Slug</label>
        <input id="blog-slug" type="text" value={form.slug_url} onChange={(e) => set('slug_url', e.target.value)} />
        <label htmlFor="blog-brief">Brief paragraph</label>
        <textarea id="blog-brief" rows={3} value={form.brief_paragraph} onChange={(e) => set('brief_paragraph', e.target.value)} />
        <ImageUploadField
          label="Blog image"
          value={form.blog_image}
          onChange={(value) => set('blog_image', value)}
          alt={form.blog_image_alt}
          onAltChange={(value) => set('blog_image_alt', value)}
        />
        <label htmlFor="blog-date">Published date</label>
        <input id="blog-date" type="text" placeholder="e.g. March 3, 2025" value={form.published_date} onChange={(e) => set('published_date', e.target.value)} />
        <label htmlFor="blog-category">Category</label>
        <select id="blog-category" value={form.category} onChange={(e) => set('category', e.target.value)}>
          {hasCurrent ? null : <option value={form.category}>Category {form.category}</option>}
          {options.map((c) => (
            <option key={c.category_id} value={String(c.category_id)}>
              {c.category}
            </option>
          ))}
        </select>
        {form.content.map((slot, i) => (
          <SlotFields key={i} index={i} slot={slot} onChange={setSlot} />
        ))}
        </fieldset>
        <PublicationControls
          kind="blog"
          id={editing ? String(blogId) : undefined}
          status={editing ? blog?.status : 'draft'}
          publishAt={blog?.publish_at}
          busy={saving || (editing && loadingBlog)}
          onAction={(action) => void save(action)}
          previewHref={editing ? paths.adminPreview('blog', String(blogId)) : undefined}
          hasChanges={blog?.has_unpublished_changes ?? false}
          dirty={dirty}
          onDiscardChanges={() => void discardSavedChanges()}
        />
        <div className="admin-actions">
          <button type="submit" disabled={saving || (editing && loadingBlog)}>
            {editing ? 'Save' : 'Upload'}
          </button>
          <button type="button" className="admin-button--secondary" onClick={discard}>
            Discard
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** One heading/paragraph slot; memoised so typing in one slot does not re-render the other nine. */
const SlotFields = memo(function SlotFields({ index, slot, onChange }: { index: number; slot: ContentSlot; onChange: (index: number, patch: Partial<ContentSlot>) => void }) {
  return (
    <fieldset>
      <legend>Section {index + 1}</legend>
      <label htmlFor={`blog-heading-${index}`}>Heading {index + 1}</label>
      <input id={`blog-heading-${index}`} type="text" value={slot.heading} onChange={(e) => onChange(index, { heading: e.target.value })} />
      <RichTextField label={`Paragraph ${index + 1}`} value={slot.paragraph} onChange={(paragraph) => onChange(index, { paragraph })} />
    </fieldset>
  );
});
