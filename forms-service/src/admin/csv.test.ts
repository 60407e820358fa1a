import { csvCell, toCsv } from './csv';

/** Splits one CSV line the way a spreadsheet does: RFC 4180 quotes, the given separator. */
function splitLine(line: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['x;=cmd|\' /C calc\'!A0', '"x;=cmd|\' /C calc\'!A0"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rinside', '"cr\rinside"'],
    ['tab\tinside', '"tab\tinside"'],
    [' edge ', '" edge "'],
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['1,5', '"1,5"'],
    [null, ''],
    [undefined, ''],
    [3, '3'],
  ])('when the value is %j, then the cell is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([',', ';'] as const)(
    'when a row of hostile cells is read with %j as the separator, then it keeps its cell count and no cell starts a formula',
    (separator) => {
      const row = ['x;=cmd|a', 'a,b', '=1+1', 'y,=2', 'ok', '+x;-y', '@z', 'q"=r'];
      const cells = splitLine(row.map(csvCell).join(','), ',');
      expect(cells).toHaveLength(row.length);
      // In a ';' locale the whole ','-joined line must not split inside any cell: each cell is quoted
      // whenever it holds a ';', so a ';' reader sees the quoted text and never a bare formula.
      for (const cell of row.map(csvCell)) {
        const parts = splitLine(cell, separator);
        expect(parts).toHaveLength(1);
        expect(parts[0]).not.toMatch(/^[=+\-@\t\r]/);
      }
    },
  );

  it('when a document is built, then it starts with a BOM and uses CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
