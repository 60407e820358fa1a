import { editableToHtml, htmlToEditable } from './rich-text';

describe('rich text round trip', () => {
  it('when "A & B" is typed, then it is sent as escaped HTML and shown again as typed', () => {
    expect(editableToHtml('A & B')).toBe('<p>A &amp; B</p>');
    expect(htmlToEditable('<p>A &amp; B</p>')).toBe('A & B');
  });

  it('when several paragraphs and a line break are typed, then they become paragraphs and a break, and come back the same', () => {
    const typed = 'First line\nsecond line\n\nSecond paragraph';
    const html = editableToHtml(typed);
    expect(html).toBe('<p>First line<br />second line</p><p>Second paragraph</p>');
    expect(htmlToEditable(html)).toBe(typed);
  });

  it('when the toolbar formatting is in the text, then its tags are kept and text around them escaped', () => {
    const typed = '<strong>Cat6 < Cat6a</strong> & <a href="https://a.test/?x=1&y=2">link</a>\n\n<ul><li>one</li><li>two</li></ul>';
    const html = editableToHtml(typed);
    expect(html).toBe('<p><strong>Cat6 &lt; Cat6a</strong> &amp; <a href="https://a.test/?x=1&y=2">link</a></p><ul><li>one</li><li>two</li></ul>');
    expect(htmlToEditable('<p><strong>Cat6 &lt; Cat6a</strong> &amp; <a rel="noopener noreferrer nofollow" href="https://a.test/?x=1&amp;y=2">link</a></p><ul><li>one</li><li>two</li></ul>')).toBe(
      '<strong>Cat6 < Cat6a</strong> & <a href="https://a.test/?x=1&amp;y=2">link</a>\n\n<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('when a stored value is plain text or a seeded paragraph, then the editor shows its text', () => {
    expect(htmlToEditable('Market &amp; Vine runs stores.')).toBe('Market & Vine runs stores.');
    expect(htmlToEditable('<p>Market &amp; Vine runs eighteen stores.</p>')).toBe('Market & Vine runs eighteen stores.');
    expect(htmlToEditable('')).toBe('');
  });
});
