import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease, watchPointerPresses } from '../../../src/renderer/form-state/after-pointer-release';

// jsdom (a .tsx test): the module listens on the document
afterEach(() => {
  vi.useRealTimers();
  document.dispatchEvent(new KeyboardEvent('keydown'));
});

describe('afterPointerRelease (issue 10: clicks lost to a layout shift)', () => {
  it('runs at once when no button or finger is down', () => {
    watchPointerPresses();
    const task = vi.fn();
    afterPointerRelease(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while a press is in progress and runs after the release and its click', () => {
    vi.useFakeTimers();
    watchPointerPresses();
    const order: string[] = [];
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    afterPointerRelease(() => order.push('blur work'));
    expect(order).toEqual([]);
    document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    order.push('click');
    expect(order).toEqual(['click']);
    vi.runAllTimers();
    expect(order).toEqual(['click', 'blur work']);
  });

  it('a press that ends without a mouse-up here (keys, a cancelled pointer) does not hold the work back', () => {
    vi.useFakeTimers();
    watchPointerPresses();
    const task = vi.fn();
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    afterPointerRelease(task);
    document.dispatchEvent(new Event('pointercancel'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    // the next blur is not deferred any more
    const next = vi.fn();
    afterPointerRelease(next);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
