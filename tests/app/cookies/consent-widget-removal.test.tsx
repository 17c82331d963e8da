import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  THIRD_PARTY_CONSENT_WIDGET,
  WIDGET_CHECK_DURATION_MS,
  WIDGET_CHECK_INTERVAL_MS,
  startConsentWidgetRemoval,
} from '../../../src/app/cookies/consent-widget-removal';

function addWidget(): HTMLElement {
  const widget = document.createElement('div');
  widget.setAttribute('data-third-party-consent-widget', '');
  document.body.append(widget);
  return widget;
}

describe('startConsentWidgetRemoval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('checks every 1 s for 10 s', () => {
    expect([WIDGET_CHECK_INTERVAL_MS, WIDGET_CHECK_DURATION_MS]).toEqual([1000, 10_000]);
    startConsentWidgetRemoval(document);
    const early = addWidget();
    vi.advanceTimersByTime(999);
    expect(early.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(early.isConnected).toBe(false);
    vi.advanceTimersByTime(8000);
    const late = addWidget();
    vi.advanceTimersByTime(1000);
    expect(late.isConnected).toBe(false);
    const afterwards = addWidget();
    vi.advanceTimersByTime(60_000);
    expect(afterwards.isConnected).toBe(true);
    expect(document.querySelectorAll(THIRD_PARTY_CONSENT_WIDGET)).toHaveLength(1);
  });

  it('leaves other elements and stops when asked', () => {
    const stop = startConsentWidgetRemoval(document);
    const own = document.createElement('section');
    document.body.append(own);
    stop();
    const widget = addWidget();
    vi.advanceTimersByTime(5000);
    expect(widget.isConnected).toBe(true);
    expect(own.isConnected).toBe(true);
  });
});
