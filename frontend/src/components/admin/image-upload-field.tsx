import { useId, useState, type ChangeEvent } from 'react';
import { serverMessage } from './server-message';
import { useUploadImageMutation } from './upload-api';
import { StatusLine } from './status-line';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The image's alt text; when given, the field asks for it and requires it. */
  alt?: string;
  onAltChange?: (alt: string) => void;
  /** Used for the preview when the entity keeps no alt text of its own. */
  previewAlt?: string;
}

/**
 * Image upload in the editors (spec section 4): choosing a file shows an uploading indicator, then the
 * returned location fills the field; a preview follows. The location stays editable as text.
 */
export function ImageUploadField({ label, value, onChange, alt, onAltChange, previewAlt }: Props) {
  const id = useId();
  const [upload, { isLoading }] = useUploadImageMutation();
  const [error, setError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    const result = await upload(file);
    if ('data' in result && result.data !== undefined) onChange(result.data);
    else setError(serverMessage(result.error));
    event.target.value = '';
  }

  return (
    <fieldset className="admin-image-field">
      <legend>{label}</legend>
      <label htmlFor={`${id}-url`}>{label} address</label>
      <input id={`${id}-url`} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
      <label htmlFor={`${id}-file`}>Upload {label.toLowerCase()}</label>
      <input id={`${id}-file`} type="file" accept="image/*" onChange={onFile} disabled={isLoading} />
      {isLoading ? <StatusLine kind="uploading">Uploading…</StatusLine> : null}
      <StatusLine kind="error">{error}</StatusLine>
      {onAltChange ? (
        <>
          <label htmlFor={`${id}-alt`}>{label} alt text</label>
          <input id={`${id}-alt`} type="text" required={value.trim() !== ''} value={alt ?? ''} onChange={(e) => onAltChange(e.target.value)} maxLength={300} />
        </>
      ) : null}
      {value ? <img className="admin-image-field__preview" src={value} alt={alt || previewAlt || `${label} preview`} /> : null}
    </fieldset>
  );
}
