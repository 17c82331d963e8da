import { DEFAULT_SCROLL_DELAY_MS } from './link-options';

/** The data attributes renderMarkdown puts on an in-app link (its `::` options). */
export interface InternalLinkData {
  href: string;
  modal?: string;
  keepModal?: string;
  scrollTo?: string;
  scrollDelay?: string;
}

export interface InternalLinkTarget {
  /** where the router goes: path, query (with the modal state applied) and hash */
  to: string;
  scrollTo?: string;
  scrollDelayMs: number;
}

/**
 * Turns a rendered in-app link into a router target: `modal` opens (or with an empty value
 * closes) a modal, `keepModal` carries the currently open `?modal=` over; other query
 * parameters of the link stay as written.
 */
export function internalLinkTarget(link: InternalLinkData, current: { pathname: string; search: string }): InternalLinkTarget {
  const base = link.href.startsWith('?') ? `${current.pathname}${link.href}` : link.href;
  const url = new URL(base, 'http://site.invalid');
  const openModal = new URLSearchParams(current.search).get('modal');
  if (link.keepModal === 'true' && openModal !== null) url.searchParams.set('modal', openModal);
  if (link.modal !== undefined) {
    if (link.modal === '') url.searchParams.delete('modal');
    else url.searchParams.set('modal', link.modal);
  }
  const delay = Number(link.scrollDelay ?? DEFAULT_SCROLL_DELAY_MS);
  return {
    to: `${url.pathname}${url.search}${url.hash}`,
    ...(link.scrollTo ? { scrollTo: link.scrollTo } : {}),
    scrollDelayMs: Number.isFinite(delay) ? delay : DEFAULT_SCROLL_DELAY_MS,
  };
}
