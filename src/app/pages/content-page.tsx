import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { CONTENT_BLOCK_KEYS } from '../content/content-block-keys';
import { isPageVisible } from '../content/is-page-visible';
import { MarkdownContent } from '../content/markdown-content';
import { useContentViewer } from '../content/use-content-viewer';
import { useRootStore } from '../hooks/use-root-store';
import { NotFoundPage } from './not-found-page';
import { PageLayout } from './page-layout';

interface ContentPageProps {
  /** a route with a fixed CMS page (/support); else the key is the path ("/about-us" → about-us) */
  pageKey?: string;
}

/**
 * Every CMS page key is a page at /{key}; anything else, a chrome block key or a page hidden
 * from this viewer by its markers is not found (spec 1 §2, spec 3 §4). The body gets
 * page--{key} through PageLayout.
 */
export const ContentPage = observer(function ContentPage({ pageKey }: ContentPageProps) {
  const { '*': splat = '' } = useParams();
  const key = pageKey ?? splat;
  const { boot } = useRootStore();
  const viewer = useContentViewer();
  const page = CONTENT_BLOCK_KEYS.has(key) ? undefined : boot.page(key);

  if (!page || !isPageVisible(page, viewer)) return <NotFoundPage />;

  return (
    <PageLayout id={page.key.replace(/[^A-Za-z0-9_-]/g, '-')} title={page.title}>
      <MarkdownContent markdown={page.body} />
    </PageLayout>
  );
});

export default ContentPage;
