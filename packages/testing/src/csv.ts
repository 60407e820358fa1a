import { parse } from 'csv-parse/sync';

/**
 * A CSV export as its readers see it: one object per row, keyed by the header line (the inbox's
 * catalogue labels), a leading byte-order mark dropped. csv-parse, so quoting follows RFC 4180.
 */
export const csvRecords = (text: string): Array<Record<string, string>> =>
  parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
