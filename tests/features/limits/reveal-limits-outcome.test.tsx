import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS_OUTCOME_BLOCK, revealLimitsOutcome } from '../../../src/features/limits/reveal-limits-outcome';

function page(blockTop: number) {
  document.documentElement.style.scrollPaddingTop = '70px';
  const block = document.createElement('div');
  for (const [name, value] of Object.entries(LIMITS_OUTCOME_BLOCK)) block.setAttribute(name, value);
  const status = document.createElement('p');
  block.append(status);
  document.body.append(block);
  block.getBoundingClientRect = () => ({ top: blockTop }) as DOMRect;
  const scrollIntoView = vi.fn();
  block.scrollIntoView = scrollIntoView;
  return { status, scrollIntoView };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.scrollPaddingTop = '';
});

describe('revealLimitsOutcome: the sub-menu is never left half under the sticky header after a save', () => {
  it('brings a block scrolled under the header (its top above the scroll padding) back to just below it', () => {
    const { status, scrollIntoView } = page(20);
    revealLimitsOutcome(status);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves a block whose top is in view where it is', () => {
    const { status, scrollIntoView } = page(70);
    revealLimitsOutcome(status);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing outside a marked block', () => {
    const lone = document.createElement('p');
    document.body.append(lone);
    expect(() => revealLimitsOutcome(lone)).not.toThrow();
  });
});
