import { cookieValue } from '../src';

describe('cookieValue', () => {
  test.each([
    ['among other cookies, with spaces around the pairs', 'a=1;  nw_token=abc.def ; b=2', 'abc.def'],
    ['%-escaped, as browsers send what a server set escaped', 'nw_token=abc%3Ddef', 'abc=def'],
    ['repeated (a cookie of a wider path first): the first one', 'nw_token=first; nw_token=second', 'first'],
    ['absent', 'a=1; b=2', undefined],
    ['named only as part of another name', 'xnw_token=1', undefined],
  ])('when the cookie is %s, then its value is read as the cookie package reads it', (_case, header, expected) => {
    expect(cookieValue(header, 'nw_token')).toBe(expected);
  });

  test('when there is no Cookie header, then there is no value', () => {
    expect(cookieValue(undefined, 'nw_token')).toBeUndefined();
  });
});
