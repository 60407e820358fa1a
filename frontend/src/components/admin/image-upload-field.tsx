import { useState, type ChangeEvent } from 'react';
import { serverMessage } from './server-message';
import { useUploadImageMutation } from './upload-api';
import { StatusLine } from './status-line';

interface Props {
  /** The prefix of the field ids (`<id>-url`, `<id>-alt`): a form moves focus to them. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The image's alt text: asked for, and flagged while missing; never required (nothing is blocked). */
  alt: string;
  onAltChange: (alt: string) => void;
  /** Refusals of the server, beside the address and the alt text. */
  error?: string | null;
  altError?: string | null;
}

/**
 * Image upload in the editors (spec section 4): choosing a file shows an uploading indicator, then the
 * returned location fills the field; a preview follows. The location stays editable as text, and
 * every image has its alt text (what a screen reader says, and what shows if the image fails).
 */
export function ImageUploadField({ id, label, value, onChange, alt, onAltChange, error = null, altError = null }: Props) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const missingAlt = value.trim() !== '' && alt.trim() === '';

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setUploadError(null);
    const result = await upload(file);
    if ('data' in result && result.data !== undefined) onChange(result.data);
    else setUploadError(serverMessage(result.error));
    event.target.value = '';
  }

  const altDescribed = [`${id}-alt-hint`, altError ? `${id}-alt-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="admin-image-field" id={id} tabIndex={-1}>
      <legend>{label}</legend>
      <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
        <label htmlFor={`${id}-url`}>{label} address</label>
        <input
          id={`${id}-url`}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-url-error` : undefined}
        />
        {error ? (
          <p id={`${id}-url-error`} className="admin-field-error">
            {error}
          </p>
        ) : null}
      </div>
      <label htmlFor={`${id}-file`}>Upload {label.toLowerCase()}</label>
      <input id={`${id}-file`} type="file" accept="image/*" onChange={onFile} disabled={isLoading} />
      {isLoading ? <StatusLine kind="uploading">Uploading…</StatusLine> : null}
      <StatusLine kind="error">{uploadError}</StatusLine>
      <div className={`admin-field${altError ? ' admin-field--invalid' : ''}`}>
        <label htmlFor={`${id}-alt`}>{label} alt text</label>
        <p id={`${id}-alt-hint`} className={missingAlt ? 'admin-warning' : 'admin-hint'}>
          {missingAlt
            ? 'No alt text yet: describe the image for people who cannot see it (it is saved without one if you leave this empty).'
            : 'Describe the image for people who cannot see it, e.g. "Menu boards above a restaurant counter".'}
        </p>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          onChange={(e) => onAltChange(e.target.value)}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altDescribed}
        />
        {altError ? (
          <p id={`${id}-alt-error`} className="admin-field-error">
            {altError}
          </p>
        ) : null}
      </div>
      {value ? <img className="admin-image-field__preview" src={value} alt={alt || `${label} preview`} /> : null}
    </fieldset>
  );
}
