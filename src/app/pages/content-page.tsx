import { observer } from 'mobx-react-lite';
import { Navigate, useParams } from 'react-router-dom';
import { CONTENT_BLOCK_KEYS } from '../content/content-block-keys';
import { isPageVisible } from '../content/is-page-visible';
import { MarkdownContent } from '../content/markdown-content';
import { useContentViewer } from '../content/use-content-viewer';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { ACCESS_DENIED_STATE } from '../layout/access-denied-notice';
import { NotFoundPage } from './not-found-page';
import { PageLayout } from '../../ui/page-layout';

interface ContentPageProps {
  /** a route with a fixed CMS page (/support); else the key is the path ("/about-us" → about-us) */
  pageKey?: string;
}

/**
 * Every CMS page key is a page at /{key}; anything else or a chrome block key is not found.
 * A page its markers hide from this viewer shows the access-denied notice and goes home
 * (spec 1 §6, spec 3 §4). The body gets page--{key} through PageLayout.
 */
export const ContentPage = observer(function ContentPage({ pageKey }: ContentPageProps) {
  const { '*': splat = '' } = useParams();
  const key = pageKey ?? splat;
  const { boot } = useRootStore();
  const viewer = useContentViewer();
  const localize = useLocalize();
  const page = CONTENT_BLOCK_KEYS.has(key) ? undefined : boot.page(key);

  if (!page) return <NotFoundPage />;
  if (!isPageVisible(page, viewer)) return <Navigate replace to={localize('/')} state={ACCESS_DENIED_STATE} />;

  return (
    <PageLayout id={page.key.replace(/[^A-Za-z0-9_-]/g, '-')} title={page.title}>
      <MarkdownContent markdown={page.body} />
    </PageLayout>
  );
});

export default ContentPage;
