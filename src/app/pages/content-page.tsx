import { observer } from 'mobx-react-lite';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isPageVisible } from '../content/is-page-visible';
import { renderMarkdown } from '../content/render-markdown';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { NotFoundPage } from './not-found-page';
import { PageLayout } from './page-layout';

/** Every CMS page key is a page at /{key}; anything else is not found (spec 1 §2). */
export const ContentPage = observer(function ContentPage() {
  const { '*': key = '' } = useParams();
  const { boot, session } = useRootStore();
  const navigate = useNavigate();
  const localize = useLocalize();
  const page = boot.page(key);
  const html = useMemo(() => (page ? renderMarkdown(page.body) : ''), [page]);

  if (!page || !isPageVisible(page, session.loggedIn)) return <NotFoundPage />;

  // internal links in CMS markdown stay in the single-page app
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target === '_blank' || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    void navigate(localize(href));
  };

  return (
    <PageLayout id={`content-${page.key}`} title={page.title}>
      {/* sanitised by renderMarkdown (DOMPurify) */}
      <div className="content" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </PageLayout>
  );
});

export default ContentPage;
