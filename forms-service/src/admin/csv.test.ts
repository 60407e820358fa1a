import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    [null, ''],
    [3, '3'],
  ])('when the value is %j, then the cell is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('when a document is built, then it starts with a BOM and uses CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
