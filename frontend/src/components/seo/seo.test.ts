import { clipText, fullTitle, MAX_DESCRIPTION_LENGTH, shortDescription } from './seo';

describe('titles and descriptions that fit a search result', () => {
  it('when the page title and the brand fit in 60 characters, then the title is "<page> | <brand>"', () => {
    expect(fullTitle('Careers')).toBe('Careers | Northwire Integration');
  });

  it('when the page title with the brand is over 60 characters, then the page title goes alone; over 60 itself, it is cut at a word with an ellipsis', () => {
    expect(fullTitle('Signage, audio and network for a gourmet grocer')).toBe('Signage, audio and network for a gourmet grocer');
    const long = fullTitle('An admin wrote a very long article title that goes on and on about cabling');
    expect(long).toBe('An admin wrote a very long article title that goes on and…');
    expect(long.length).toBeLessThanOrEqual(60);
  });

  it('when a description is over 160 characters, then it is cut at a word to at most 160 with an ellipsis; shorter ones stay as written (spaces tidied)', () => {
    const cut = shortDescription(`${'word '.repeat(40)}end.`);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(cut.endsWith('word…')).toBe(true);
    expect(clipText('  Short   and sweet. ', 160)).toBe('Short and sweet.');
  });
});
