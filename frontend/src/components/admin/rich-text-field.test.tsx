import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextField } from './rich-text-field';
import { pasteInto } from './testing/paste';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField label="Paragraph 1" value={value} onChange={setValue} />
      <output data-testid="html">{value}</output>
    </>
  );
}

const paste = pasteInto;

const stored = () => screen.getByTestId('html').textContent;
const box = () => screen.getByRole('textbox', { name: 'Paragraph 1' });

/** What Word puts on the clipboard: its own namespaces, classes, styles, comments, and lists as paragraphs. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body lang=EN-US>
<!--StartFragment--><p class=MsoNormal style='margin-bottom:0in;line-height:normal'><b><span style='font-size:12.0pt;font-family:"Calibri",sans-serif;mso-bidi-font-weight:normal'>Bold</span></b><span style='font-size:12.0pt'> and <i>italic</i> with <a href="https://northwire.example/audio" title="Audio" target="_blank"><span style='color:#0563C1'>a link</span></a> and <span style='color:red;font-family:Comic Sans MS'>red text</span><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>First point<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Second point<o:p></o:p></p>
<h1>A heading</h1><table><tr><td>cell</td></tr></table><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad link</a>
<!--EndFragment--></body></html>`;

describe('the rich-text field (Tiptap)', () => {
  it('when stored HTML is loaded, then it shows as formatted text, and nothing is emitted until it is edited', async () => {
    render(<Harness initial='<p>Hello <strong>there</strong> and <a rel="noopener noreferrer nofollow" href="https://a.example/">a link</a></p>' />);
    expect(box()).toHaveTextContent('Hello there and a link');
    expect(box().querySelector('strong')).toHaveTextContent('there');
    expect(box().querySelector('a')).toHaveAttribute('href', 'https://a.example/');
    expect(stored()).toBe('<p>Hello <strong>there</strong> and <a rel="noopener noreferrer nofollow" href="https://a.example/">a link</a></p>');
  });

  it("when Word's HTML is pasted, then bold, italic, the link and the list are kept and all of Word's other markup is not", async () => {
    render(<Harness />);
    await userEvent.click(box());
    paste(box(), WORD);
    await waitFor(() => expect(stored()).toContain('Second point'));
    expect(stored()).toBe(
      '<p><strong>Bold</strong> and <em>italic</em> with <a rel="noopener noreferrer nofollow" href="https://northwire.example/audio" target="_blank">a link</a> and red text</p>' +
        '<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>' +
        '<p>A heading</p><p>cell</p><p>bad link</p>',
    );
  });

  it('when Google Docs HTML is pasted, then its bold and italic spans become bold and italic, and its wrapper is not bold', async () => {
    render(<Harness />);
    await userEvent.click(box());
    paste(
      box(),
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700">Menu boards</span><span style="font-size:11pt"> in </span><span style="font-style:italic">40 stores</span></p><ol><li dir="ltr"><p dir="ltr"><span>Survey</span></p></li><li dir="ltr"><p dir="ltr"><span>Install</span></p></li></ol></b>',
    );
    await waitFor(() => expect(stored()).toContain('Install'));
    expect(stored()).toBe('<p><strong>Menu boards</strong> in <em>40 stores</em></p><ol><li><p>Survey</p></li><li><p>Install</p></li></ol>');
  });

  it('when text is selected and Bold, Italic, Bulleted list are pressed, then the stored HTML has them; a second press removes them', async () => {
    render(<Harness initial="<p>Make this stand out</p>" />);
    await userEvent.click(box());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Bold (Paragraph 1)' }));
    expect(stored()).toBe('<p><strong>Make this stand out</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold (Paragraph 1)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Italic (Paragraph 1)' }));
    expect(stored()).toBe('<p><strong><em>Make this stand out</em></strong></p>');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list (Paragraph 1)' }));
    expect(stored()).toBe('<ul><li><p><strong><em>Make this stand out</em></strong></p></li></ul>');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list (Paragraph 1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bold (Paragraph 1)' }));
    expect(stored()).toBe('<p><em>Make this stand out</em></p>');
  });

  it('when a selection is given a link, then a bare address becomes https and an unsafe one is refused in words', async () => {
    render(<Harness initial="<p>See our audio page</p>" />);
    await userEvent.click(box());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link (Paragraph 1)' }));
    await userEvent.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(/Use a web address \(https:\/\/…\)/)).toBeInTheDocument();
    expect(stored()).toBe('<p>See our audio page</p>');
    await userEvent.clear(screen.getByLabelText('Link address'));
    await userEvent.type(screen.getByLabelText('Link address'), 'northwire.example/audio{Enter}');
    expect(stored()).toBe('<p><a rel="noopener noreferrer nofollow" href="https://northwire.example/audio">See our audio page</a></p>');
  });

  it('when everything is deleted, then the stored value is empty (the section is dropped, spec section 5)', async () => {
    render(<Harness initial="<p>Gone soon</p>" />);
    await userEvent.click(box());
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(stored()).toBe('');
  });
});
