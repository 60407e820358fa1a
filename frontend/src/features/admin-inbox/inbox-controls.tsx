import { useId, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { expireSession } from '@/components/admin/session';
import { CsvDownloadError, downloadCsv } from './download';

export const INBOX_PAGE_SIZE = 25;

/** Saves a CSV export; a 401 signs the admin out, other failures go to the page's banner. */
export function useCsvExport(onError: (text: string) => void) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.user?.token ?? '');
  const [exporting, setExporting] = useState(false);
  async function exportCsv(path: string, filename: string) {
    setExporting(true);
    try {
      await downloadCsv(path, token, filename);
    } catch (error) {
      if (error instanceof CsvDownloadError && error.status === 401) dispatch(expireSession());
      else onError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportCsv };
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="admin-actions admin-pager">
      <button type="button" className="admin-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {pages} ({total} in all)
      </span>
      <button type="button" className="admin-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A status select: "All" (empty) or one of the statuses. */
export function StatusFilter<S extends string>({
  title,
  options,
  label,
  value,
  onChange,
}: {
  title: string;
  options: readonly S[];
  label: (s: S) => string;
  value: S | '';
  onChange: (value: S | '') => void;
}) {
  return (
    <Field label={title}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as S | '')}>
          <option value="">All</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
