import { useEffect } from 'react';

/** The custom property the root's `scroll-padding-top` (base.css) reads: the sticky top's height (header and notices) as it is now. */
export const STICKY_HEADER_PROPERTY = '--sticky-header-height';

/**
 * Keeps what is scrolled into view or focused below the sticky header, whatever height the header
 * has right now (it changes at login, with the language, when it wraps): writes the header's
 * height for the root's scroll padding, and when the header grows over the focused element
 * (a step's heading revealed just before an automatic login) scrolls that element back into view
 * (WCAG 2.4.11, focus not obscured). Elements in a dialog are above the header and left alone.
 * Renders nothing.
 */
export function StickyHeaderOffset({ selector }: { selector: string }) {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(selector);
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const bottom = header.getBoundingClientRect().height;
      root.style.setProperty(STICKY_HEADER_PROPERTY, `${Math.ceil(bottom)}px`);
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body || active.closest(`${selector}, [role="dialog"], dialog`)) return;
      const box = active.getBoundingClientRect();
      if (box.top < bottom && box.bottom > 0) active.scrollIntoView({ block: 'start' });
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_PROPERTY);
    };
  }, [selector]);
  return null;
}
