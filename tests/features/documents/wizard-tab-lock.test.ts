import { describe, expect, it, vi } from 'vitest';
import { WIZARD_CHANNEL, watchWizardTabs } from '../../../src/features/documents/wizard-tab-lock';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('wizard tab lock (spec 1 §4 "Opening the page in another tab disables fields and buttons")', () => {
  it('locks the older wizard when a newer one opens, never the newer one itself', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = watchWizardTabs('tab-1', first);
    await settle();
    expect(first).not.toHaveBeenCalled();
    const stopSecond = watchWizardTabs('tab-2', second);
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    stopFirst();
    stopSecond();
  });

  it('ignores anything on the channel that is not a wizard opening', async () => {
    const locked = vi.fn();
    const stop = watchWizardTabs('tab-1', locked);
    const other = new BroadcastChannel(WIZARD_CHANNEL);
    other.postMessage({ type: 'opened' });
    other.postMessage('opened');
    other.postMessage({ type: 'closed', tab: 'tab-9' });
    await settle();
    expect(locked).not.toHaveBeenCalled();
    other.postMessage({ type: 'opened', tab: 'tab-9' });
    await settle();
    expect(locked).toHaveBeenCalledTimes(1);
    other.close();
    stop();
  });

  it('unlocks the older wizard when the last newer one closes, not before', async () => {
    const first = vi.fn();
    const stopFirst = watchWizardTabs('tab-1', first);
    const stopSecond = watchWizardTabs('tab-2', vi.fn());
    const stopThird = watchWizardTabs('tab-3', vi.fn());
    await settle();
    expect(first.mock.calls).toEqual([[true]]);
    stopThird();
    await settle();
    // tab-2 is still open: still locked
    expect(first.mock.calls).toEqual([[true]]);
    stopSecond();
    await settle();
    expect(first.mock.calls).toEqual([[true], [false]]);
    stopFirst();
  });

  it('a tab hidden for good (closed, navigated away) says it closed; a page kept in the back-forward cache does not', async () => {
    const first = vi.fn();
    const secondPage = new EventTarget();
    const stopFirst = watchWizardTabs('tab-1', first, { pageEvents: new EventTarget() });
    const stopSecond = watchWizardTabs('tab-2', vi.fn(), { pageEvents: secondPage });
    await settle();
    expect(first.mock.calls).toEqual([[true]]);
    secondPage.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    await settle();
    expect(first.mock.calls).toEqual([[true]]);
    secondPage.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    await settle();
    expect(first.mock.calls).toEqual([[true], [false]]);
    stopFirst();
    stopSecond();
  });

  it('without BroadcastChannel nothing locks', () => {
    const locked = vi.fn();
    const stop = watchWizardTabs('tab-1', locked, { create: () => undefined });
    stop();
    expect(locked).not.toHaveBeenCalled();
  });
});
