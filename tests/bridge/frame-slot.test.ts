import { describe, expect, it } from 'vitest';
import { createFrameSlot } from '../../src/bridge/frame-slot';

describe('createFrameSlot', () => {
  it('has no window before the frame renders', () => {
    expect(createFrameSlot().window()).toBeNull();
  });

  it('is the attached frame’s window, read when asked, and none once the frame is gone', () => {
    const slot = createFrameSlot();
    const frameWindow = { name: 'frame' } as unknown as Window;
    const element = { contentWindow: null as Window | null } as HTMLIFrameElement;
    slot.attach(element);
    expect(slot.window()).toBeNull();
    (element as { contentWindow: Window | null }).contentWindow = frameWindow;
    expect(slot.window()).toBe(frameWindow);
    slot.attach(null);
    expect(slot.window()).toBeNull();
  });

  it('keeps one frame per slot', () => {
    const first = createFrameSlot();
    const second = createFrameSlot();
    first.attach({ contentWindow: { name: 'a' } } as unknown as HTMLIFrameElement);
    expect(second.window()).toBeNull();
  });
});
