import { findUnstorableText } from '../src/storable-text';

describe('findUnstorableText', () => {
  it('when every string and key is storable (emoji pairs included), then null', () => {
    expect(findUnstorableText({ a: 'plain', b: ['😀', { c: 'é' }], n: 1, t: true, z: null })).toBeNull();
  });

  it('when a NUL or a lone surrogate sits anywhere, then the path of the first one in document order', () => {
    expect(findUnstorableText('x\u0000')).toBe('(body)');
    expect(findUnstorableText({ a: 'ok', b: ['ok', { c: 'x\ud800' }], d: '\u0000' })).toBe('b.1.c');
    expect(findUnstorableText({ list: ['ok', 'lone \udc00 low'] })).toBe('list.1');
    expect(findUnstorableText({ ['k\u0000\u0000']: 'v' })).toBe('k??');
  });

  it('when arrays nest a hundred thousand deep, then it answers without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.startsWith('0.0.0')).toBe(true);
  });
});
