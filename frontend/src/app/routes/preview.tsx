import { POPULAR_POSTS } from '@site/contracts/limits';
import { useParams } from 'react-router-dom';
import { useNoIndex } from '@/components/admin/use-no-index';
import { ArticleContent } from '@/features/blog/article-view';
import { useGetBlogsQuery } from '@/lib/blog-api';
import { CaseStudyContent } from '@/features/case-studies/case-study-view';
import { useGetPreviewQuery } from '@/features/content-preview/preview-api';

const failureText = (error: unknown): string =>
  (error as { status?: unknown } | undefined)?.status === 410 ? 'This preview link has expired. Ask for a new one.' : 'This preview link is not valid.';

/** The banner above every preview: what is shown may not be public (yet). */
export function PreviewBanner() {
  return (
    <p role="note" className="preview-banner" style={{ margin: 0, padding: '0.75rem 1rem', background: '#fff3cd', color: '#3d2e00', textAlign: 'center', fontWeight: 700 }}>
      Preview: this is how the page will look once published. It is not public yet and not indexed.
    </p>
  );
}

/** /preview/:token: a shared, signed, expiring link to a draft; no sign-in, noindex (decisions/content.md). */
export function Component() {
  const { token = '' } = useParams();
  useNoIndex();
  const { data, error, isLoading } = useGetPreviewQuery(token);
  const { data: blogs } = useGetBlogsQuery();
  if (isLoading) return <p role="status">Loading preview…</p>;
  if (error || !data) {
    return (
      <div style={{ textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Preview unavailable</h1>
        <p role="alert">{failureText(error)}</p>
      </div>
    );
  }
  return (
    <>
      <PreviewBanner />
      {data.kind === 'blog' ? (
        <ArticleContent blog={data.blog} popular={(blogs ?? []).slice(0, POPULAR_POSTS)} noindex />
      ) : (
        <CaseStudyContent study={data.caseStudy} noindex />
      )}
    </>
  );
}
