/**
 * One CSV cell: RFC 4180 quoting, and cells a spreadsheet would run as a formula (= + - @, tab,
 * carriage return first) are prefixed with a quote, so a visitor's text never executes (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with a BOM so spreadsheet programs read UTF-8, and CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
