import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalize } from '../hooks/use-localize';
import { internalLinkTarget } from './internal-link-target';
import { renderMarkdown } from './render-markdown';

interface MarkdownContentProps {
  markdown: string;
  className?: string;
}

/**
 * CMS markdown on the page: sanitised by renderMarkdown; in-app links go through the router
 * (keeping the language prefix) with their `::` options, the others open as plain anchors.
 */
export function MarkdownContent({ markdown, className = 'content' }: MarkdownContentProps) {
  const localize = useLocalize();
  const navigate = useNavigate();
  const location = useLocation();
  const html = useMemo(() => renderMarkdown(markdown, { localize }), [markdown, localize]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    // modified clicks (new tab, new window) and external anchors keep the browser's behaviour
    if (!anchor || !href || anchor.target === '_blank' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const target = internalLinkTarget({ href, ...anchor.dataset }, location);
    void navigate(target.to);
    const { scrollTo } = target;
    // the target page renders after the navigation, so the scroll waits (and outlives this page)
    if (scrollTo) window.setTimeout(() => document.getElementById(scrollTo)?.scrollIntoView({ block: 'start' }), target.scrollDelayMs);
  };

  // sanitised by renderMarkdown (marked without raw HTML, then DOMPurify with an allow-list)
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
