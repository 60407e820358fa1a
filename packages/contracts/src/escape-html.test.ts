import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('when text holds & < > " and \', then each becomes its entity and the rest is kept', () => {
    expect(escapeHtml(`Tom & "Jerry" <b>'s</b> café`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt; café');
  });
});
