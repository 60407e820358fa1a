import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A refusal of the server, shown beside the field (the field is marked invalid and described by it). */
  error?: string | null;
  hint?: ReactNode;
  /** Shows "n of limit characters" and flags going over; never blocks typing (the server decides). */
  limit?: number;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'date' | 'datetime-local';
}

/** A labelled input with its hint and its error beside it. */
export function TextField({ id, label, value, onChange, error = null, hint, limit, multiline = false, rows = 3, type = 'text' }: Props) {
  const over = limit !== undefined && value.length > limit;
  const described = [hint ? `${id}-hint` : '', limit !== undefined ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error || over ? true : undefined, 'aria-describedby': described } as const;
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} /> : <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />}
      {limit !== undefined ? (
        <p id={`${id}-count`} className={`admin-count-hint${over ? ' admin-count-hint--over' : ''}`}>
          {value.length} of {limit} characters{over ? `: ${value.length - limit} too many` : ''}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
