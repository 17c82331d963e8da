import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlCode } from '../../../src/features/identification/control-code';
import { createI18n } from '../../../src/i18n/i18n';

const NOW = Date.parse('2030-01-01T12:00:00Z');

function renderCode(expirationTime: string | undefined, onCancel = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ControlCode method="smartId" code="4821" expirationTime={expirationTime} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return onCancel;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ControlCode', () => {
  it('shows the method, the control code and a countdown announced every 10 s', async () => {
    renderCode(new Date(NOW + 30_000).toISOString());
    expect(screen.getByRole('heading', { name: 'Confirm in your Smart-ID app' })).toBeTruthy();
    expect(screen.getByTestId('control-code').textContent).toBe('4821');
    const countdown = screen.getByTestId('code-countdown');
    expect(countdown.textContent).toBe('The code expires in 30 seconds.');
    expect(countdown.getAttribute('aria-live')).toBe('polite');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(countdown.textContent).toBe('The code expires in 25 seconds.');
    expect(countdown.getAttribute('aria-live')).toBe('off');
  });

  it('stops at 0 once the code has expired', async () => {
    renderCode(new Date(NOW + 2_000).toISOString());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('code-countdown').textContent).toBe('The code expires in 0 seconds.');
  });

  it('shows no countdown without a valid expiration time', () => {
    renderCode(undefined);
    expect(screen.queryByTestId('code-countdown')).toBeNull();
    expect(screen.getByTestId('control-code').textContent).toBe('4821');
  });

  it('shows no countdown for an unreadable expiration time', () => {
    renderCode('soon');
    expect(screen.queryByTestId('code-countdown')).toBeNull();
  });

  it('cancels from its button', () => {
    const onCancel = renderCode(new Date(NOW + 30_000).toISOString());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
