import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURTAIN_HIDE_DELAY_MS, CURTAIN_MAX_WAIT_MS, createCurtainController } from '../../../src/app/startup/curtain-controller';

describe('createCurtainController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timings', () => {
    expect([CURTAIN_HIDE_DELAY_MS, CURTAIN_MAX_WAIT_MS]).toEqual([300, 10_000]);
  });

  it('hides 300 ms after the game menu request settles', () => {
    const onHidden = vi.fn();
    const curtain = createCurtainController(onHidden);
    curtain.requestStarted();
    vi.advanceTimersByTime(5000);
    curtain.requestSettled();
    vi.advanceTimersByTime(299);
    expect(onHidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('waits for a request under way past 10 s', () => {
    const onHidden = vi.fn();
    const curtain = createCurtainController(onHidden);
    curtain.requestStarted();
    vi.advanceTimersByTime(15_000);
    expect(onHidden).not.toHaveBeenCalled();
    curtain.requestSettled();
    vi.advanceTimersByTime(300);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('is removed anyway after 10 s without a game menu request', () => {
    const onHidden = vi.fn();
    createCurtainController(onHidden);
    vi.advanceTimersByTime(9999);
    expect(onHidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('hides at once when protected or on a global error, and only once', () => {
    const onHidden = vi.fn();
    const curtain = createCurtainController(onHidden);
    curtain.requestStarted();
    curtain.hide();
    expect(onHidden).toHaveBeenCalledTimes(1);
    curtain.requestSettled();
    curtain.hide();
    vi.advanceTimersByTime(20_000);
    expect(onHidden).toHaveBeenCalledTimes(1);
  });
});
