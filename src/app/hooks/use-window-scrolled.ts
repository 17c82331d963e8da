import { useEffect, useState } from 'react';

/** How far the page must be scrolled (px) before the header takes its scrolled state. */
export const HEADER_SCROLLED_AFTER_PX = 8;

/**
 * Whether the window is scrolled past `threshold` pixels (spec 3 §2 "A scrolled state exists for the
 * header"). Read at most once per animation frame from a passive scroll listener.
 */
export function useWindowScrolled(threshold = HEADER_SCROLLED_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
