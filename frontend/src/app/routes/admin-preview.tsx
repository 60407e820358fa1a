import { POPULAR_POSTS } from '@site/contracts/limits';
import { useParams } from 'react-router-dom';
import { useAdminGetBlogQuery } from '@/features/admin-blogs/admin-blogs-api';
import { useAdminGetCaseStudyQuery } from '@/features/admin-case-studies/admin-case-studies-api';
import { RequireAdmin } from '@/components/admin/require-admin';
import { useNoIndex } from '@/components/admin/use-no-index';
import { ArticleContent } from '@/features/blog/article-view';
import { useGetBlogsQuery } from '@/lib/blog-api';
import { CaseStudyContent } from '@/features/case-studies/case-study-view';
import { paths } from '@/config/paths';
import { PreviewBanner } from './preview';

function BlogPreview({ id }: { id: number }) {
  const { data: blog, error } = useAdminGetBlogQuery(id);
  const { data: blogs } = useGetBlogsQuery();
  if (error) return <p role="alert">This post does not exist.</p>;
  if (!blog) return <p role="status">Loading preview…</p>;
  return <ArticleContent blog={blog} popular={(blogs ?? []).slice(0, POPULAR_POSTS)} noindex />;
}

function CaseStudyPreview({ id }: { id: string }) {
  const { data: study, error } = useAdminGetCaseStudyQuery(id);
  if (error) return <p role="alert">This case study does not exist.</p>;
  if (!study) return <p role="status">Loading preview…</p>;
  return <CaseStudyContent study={study} noindex />;
}

/**
 * /admin/preview/:kind/:id: the draft exactly as the public page renders it (the same components),
 * for signed-in admins only.
 */
export function Component() {
  const { kind = '', id = '' } = useParams();
  useNoIndex();
  return (
    <RequireAdmin redirectTo={paths.login}>
      <PreviewBanner />
      {kind === 'blog' ? <BlogPreview id={Number(id)} /> : <CaseStudyPreview id={id} />}
    </RequireAdmin>
  );
}
