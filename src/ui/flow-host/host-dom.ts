/** Scrolls the step's own scroller to the top: the dialog body on desktop, the window on the mobile page. */
export function scrollStepToTop(container: HTMLElement | null): void {
  const scroller = container?.closest('.dialog__body');
  if (scroller) scroller.scrollTo({ top: 0 });
  else window.scrollTo({ top: 0 });
}

/** Focuses the first field marked invalid once the step has rendered the errors. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

const HEADING = 'h1, h2, h3, h4, h5, h6';
/** how much of a step must show below its top for that top to count as in view (a heading's line) */
const VISIBLE_START_PX = 48;

/**
 * Whether the step's top already shows: below the dialog body's top or the window's sticky
 * header (the site's `scroll-padding-top`) and a heading's line above the bottom. Such a step is
 * not scrolled, so what sits above it on the page (its title, a banner) does not slide away.
 */
function isTopInView(container: HTMLElement): boolean {
  const scroller = container.closest('.dialog__body');
  const top = container.getBoundingClientRect().top;
  if (scroller) {
    const frame = scroller.getBoundingClientRect();
    return top >= frame.top && top + VISIBLE_START_PX <= frame.bottom;
  }
  const headerOffset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return top >= headerOffset && top + VISIBLE_START_PX <= window.innerHeight;
}
/** frames to wait for a step's heading while its form variant or screen is still rendering */
const HEADING_WAIT_FRAMES = 30;

/**
 * A new step or screen of a flow: bring the step's top into view when it is not (the dialog body,
 * or the window below the sticky header: the site's `scroll-padding-top`) and move focus to its first heading
 * (or the step itself), so a player on a phone never lands in the middle of the next screen and
 * a screen reader announces where they are. A step that opens with errors is left to the form,
 * which focuses the first invalid field.
 */
export function revealStep(container: HTMLElement | null): void {
  if (!container) return;
  let frames = 0;
  const reveal = () => {
    if (!container.isConnected) return;
    if (container.querySelector('[aria-invalid="true"], .sf-summary')) return;
    const heading = container.querySelector<HTMLElement>(HEADING);
    if (!heading && frames++ < HEADING_WAIT_FRAMES) {
      requestAnimationFrame(reveal);
      return;
    }
    // jsdom has no scrolling
    if (typeof container.scrollIntoView === 'function' && !isTopInView(container)) container.scrollIntoView({ block: 'start' });
    const target = heading ?? container;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  requestAnimationFrame(reveal);
}
