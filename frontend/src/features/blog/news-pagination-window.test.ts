import { pageCount, pageWindow, readPage } from './news-pagination-window';

describe('pageWindow', () => {
  it('when on pages 1 to 3, then the buttons are pages 1 to 3', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3]);
  });

  it('when beyond page 3, then the window slides with the current page in the middle', () => {
    expect(pageWindow(4, 10)).toEqual([3, 4, 5]);
    expect(pageWindow(7, 10)).toEqual([6, 7, 8]);
  });

  it('when on the last page, then the window ends there', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(4, 4)).toEqual([2, 3, 4]);
  });

  it('when there are fewer than 3 pages, then only those pages are shown', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });

  it('then the page count rounds up and is never below 1', () => {
    expect([pageCount(0, 6), pageCount(6, 6), pageCount(7, 6), pageCount(19, 6)]).toEqual([1, 1, 2, 4]);
  });

  it('when the page in the URL is missing, garbage or out of range, then it is clamped to 1..pages', () => {
    expect([readPage(null, 4), readPage('abc', 4), readPage('0', 4), readPage('-2', 4), readPage('3', 4), readPage('99', 4)]).toEqual([1, 1, 1, 1, 3, 4]);
  });
});
