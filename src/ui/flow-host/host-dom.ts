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
