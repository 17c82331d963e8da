import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appliedCountry } from '../../engine/applied-country';
import { isCountryHiddenPath } from '../../engine/visibility/country-hidden-paths';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';
import { internalLinkTarget } from './internal-link-target';
import type { renderMarkdown as RenderMarkdown } from './render-markdown';

// marked + DOMPurify (26 kB gz) load with the first markdown shown, not with every page (issue 18)
let loaded: typeof RenderMarkdown | undefined;
let loading: Promise<typeof RenderMarkdown> | undefined;
function loadRenderMarkdown(): Promise<typeof RenderMarkdown> {
  loading ??= import('./render-markdown').then((module) => (loaded = module.renderMarkdown));
  return loading;
}

interface MarkdownContentProps {
  markdown: string;
  className?: string;
}

/**
 * CMS markdown on the page: sanitised by renderMarkdown; in-app links go through the router
 * (keeping the language prefix) with their `::` options, the others open as plain anchors. Links
 * to pages hidden under the applied country rules (promotions under SWE) stay as text.
 */
export const MarkdownContent = observer(function MarkdownContent({ markdown, className = 'content' }: MarkdownContentProps) {
  const localize = useLocalize();
  const store = useRootStore();
  const rules = appliedCountry(store.settings.feValue('market'), store.session.loggedIn ? store.player.details?.appliedCountryRules : undefined);
  const navigate = useNavigate();
  const location = useLocation();
  const [render, setRender] = useState<typeof RenderMarkdown | undefined>(() => loaded);
  useEffect(() => {
    if (render) return;
    let live = true;
    void loadRenderMarkdown().then((next) => {
      if (live) setRender(() => next);
    });
    return () => {
      live = false;
    };
  }, [render]);
  const html = useMemo(() => (render ? render(markdown, { localize, isHiddenPath: (path) => isCountryHiddenPath(path, rules) }) : undefined), [render, markdown, localize, rules]);

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
  // (nothing until the renderer has loaded: under Trusted Types even an empty string is refused)
  if (html === undefined) return <div className={className} />;
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
});
