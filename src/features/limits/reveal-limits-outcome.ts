const ATTRIBUTE = 'data-limits-outcome';

/**
 * Spread on the block that starts with the limits sub-menu and holds the editor. Not on the max-balance
 * section lower down: revealing it would slide the gaming editor's Save under the header instead.
 */
export const LIMITS_OUTCOME_BLOCK = { [ATTRIBUTE]: '' } as const;

/**
 * After a save or a period's action the editor's outcome (its status line, the rules, the periods'
 * new state) shows from the top of its block: when the player has scrolled past that top, the block
 * is scrolled back to just below the sticky header (the root's scroll-padding-top). So the status is
 * seen, and the limits sub-menu at the block's top is whole below the header — never a strip of it
 * half under the header, where its links would be too small to hit (WCAG 2.5.8). A block already in
 * view stays where it is.
 */
export function revealLimitsOutcome(from: HTMLElement | null): void {
  const block = from?.closest<HTMLElement>(`[${ATTRIBUTE}]`);
  if (!block || typeof block.scrollIntoView !== 'function') return;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  if (block.getBoundingClientRect().top >= (Number.isFinite(padding) ? padding : 0)) return;
  block.scrollIntoView({ block: 'start' });
}
