import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { normaliseLink, richTextExtensions, toStoredHtml, wordListsToHtml } from './rich-text';

interface Props {
  /** The visible label; the editable region is named by it. */
  label: string;
  /** Stored HTML (content-service's sanitised form). */
  value: string;
  onChange: (html: string) => void;
  /** A message beside the field (a refusal of the server), or null. */
  error?: string | null;
  /** The id the field's error points at, so a form can move focus to the editor. */
  id?: string;
}

/**
 * A paragraph edited as formatted text (Tiptap, on ProseMirror): the toolbar and the usual keys
 * (Ctrl+B, Ctrl+I) apply bold, italic, links and lists; what it emits is the HTML content-service
 * stores, so saving and reopening shows the same text. Pasted Word or Google Docs content keeps
 * only that formatting (rich-text.ts).
 */
export function RichTextField({ label, value, onChange, error = null, id: givenId }: Props) {
  const ownId = useId();
  const id = givenId ?? `${ownId}-editor`;
  const labelId = `${ownId}-label`;
  const errorId = `${ownId}-error`;
  // The last HTML this field emitted: a value coming back unchanged is not loaded again.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'admin-rich-text__content',
      },
      transformPastedHTML: (html) => wordListsToHtml(html),
    },
    onUpdate: ({ editor: current }) => {
      const html = toStoredHtml(current.getHTML(), current.isEmpty);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (the record loaded, a reload) replaces the document.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (error) {
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', errorId);
    } else {
      element.removeAttribute('aria-invalid');
      element.removeAttribute('aria-describedby');
    }
  }, [editor, error, errorId]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  function openLink() {
    setLinkText((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  }

  function applyLink(event?: FormEvent) {
    event?.preventDefault();
    if (!editor) return;
    if (!linkText.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    const href = normaliseLink(linkText);
    if (!href) {
      setLinkError('Use a web address (https://…), an e-mail link (mailto:…), a phone link (tel:…) or a path on this site (/…).');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the link text.
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  }

  // Enter in the address applies it; the field is not inside a form of its own (it sits in the editor's form).
  function onLinkKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') applyLink(event);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setLinkOpen(false);
      editor?.commands.focus();
    }
  }

  const button = (name: string, pressed: boolean, run: () => void, text: string) => (
    <button type="button" aria-pressed={pressed} aria-label={`${name} (${label})`} onMouseDown={(e) => e.preventDefault()} onClick={run} disabled={!editor}>
      {text}
    </button>
  );

  return (
    <div className={`admin-rich-text${error ? ' admin-field--invalid' : ''}`}>
      <span id={labelId} className="admin-label" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div role="toolbar" aria-label={`Formatting for ${label}`} aria-controls={id} className="admin-rich-text__toolbar">
        {button('Bold', active?.bold ?? false, () => editor?.chain().focus().toggleBold().run(), 'B')}
        {button('Italic', active?.italic ?? false, () => editor?.chain().focus().toggleItalic().run(), 'I')}
        {button('Link', active?.link ?? false, openLink, 'Link')}
        {button('Bulleted list', active?.bulletList ?? false, () => editor?.chain().focus().toggleBulletList().run(), '• List')}
        {button('Numbered list', active?.orderedList ?? false, () => editor?.chain().focus().toggleOrderedList().run(), '1. List')}
      </div>
      {linkOpen ? (
        <div className="admin-rich-text__link" role="group" aria-label={`Link for ${label}`}>
          <label htmlFor={`${ownId}-link`}>Link address</label>
          <input
            id={`${ownId}-link`}
            type="text"
            inputMode="url"
            autoFocus
            value={linkText}
            onChange={(e) => setLinkText(e.target.value)}
            onKeyDown={onLinkKey}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${ownId}-link-error` : undefined}
          />
          <button type="button" onClick={() => applyLink()}>
            Apply link
          </button>
          {active?.link ? (
            <button type="button" className="admin-button--secondary" onClick={() => (setLinkText(''), editor?.chain().focus().extendMarkRange('link').unsetLink().run(), setLinkOpen(false))}>
              Remove link
            </button>
          ) : null}
          <button type="button" className="admin-button--secondary" onClick={() => setLinkOpen(false)}>
            Cancel
          </button>
          {linkError ? (
            <p id={`${ownId}-link-error`} className="admin-field-error">
              {linkError}
            </p>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {error ? (
        <p id={errorId} className="admin-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
