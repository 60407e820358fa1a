/** @jest-environment node */
import { buildRss } from './feeds';
import type { BlogRecord } from './content-client';

const blog = (fields: Partial<BlogRecord>): BlogRecord => ({ _id: fields.slug_url ?? 'x', ...fields }) as BlogRecord;

describe('buildRss', () => {
  it('when news is listed, then the feed has the channel, and each article with a slug as an item with escaped text, its link as guid and its date; one without a slug is left out', async () => {
    const xml = await buildRss({
      siteUrl: 'https://example.test',
      brand: 'Northwire Integration',
      blogs: [
        blog({ title: 'Fibre & <Wi-Fi>', slug_url: 'Fibre Wifi', brief_paragraph: '"Fast" links', published_at: '2026-11-20T10:00:00.000Z' }),
        blog({ title: 'Draft without a slug', slug_url: '' }),
        blog({ title: 'Undated', slug_url: 'undated' }),
      ],
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
        '<title>Northwire Integration news</title>' +
        '<description>Project stories, product notes and announcements from Northwire Integration.</description>' +
        '<link>https://example.test/blog</link>' +
        '<language>en</language><atom:link href="https://example.test/rss.xml" rel="self" type="application/rss+xml"/>' +
        '<item><title>Fibre &amp; &lt;Wi-Fi&gt;</title><link>https://example.test/blogs/fibre-wifi</link>' +
        '<guid isPermaLink="true">https://example.test/blogs/fibre-wifi</guid>' +
        '<description>&quot;Fast&quot; links</description><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>' +
        '<item><title>Undated</title><link>https://example.test/blogs/undated</link>' +
        '<guid isPermaLink="true">https://example.test/blogs/undated</guid></item>' +
        '</channel></rss>',
    );
  });
});
