/** A first character that makes a spreadsheet read the cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Characters that end or split a cell in some reader: the quote, line ends, and both list separators
 * (`,` here, `;` where the locale's decimal mark is a comma, as Excel in much of Europe reads it), plus
 * tab for readers that sniff it. `x;=cmd|…` unquoted becomes two cells there, the second a formula.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: a cell a spreadsheet would run as a formula is prefixed with a quote, so a visitor's
 * text never executes; any cell that holds a separator of any locale, a quote, a line end, or edge
 * spaces is quoted (RFC 4180), and so is every neutralised cell.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  const neutralised = FORMULA_START.test(text);
  if (neutralised) text = `'${text}`;
  return neutralised || NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with a BOM so spreadsheet programs read UTF-8, and CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
