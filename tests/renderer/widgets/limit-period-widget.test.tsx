import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitEditorInput, LimitEditorPeriod } from '../../../src/engine/runtime-inputs/runtime-input-types';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const LIMIT = testVariant(
  {
    $id: 'test-limit-period',
    type: 'object',
    'x-inputs': ['limitEditor'],
    properties: { daily: { type: 'string', title: 'limits:periods.daily', maxLength: 13 } },
  },
  { daily: { 'ui:widget': 'limitAmount', 'ui:options': { period: 'daily' } } },
);

const base: LimitEditorPeriod = {
  amount: '100.00',
  availableAmount: '40.00',
  usedAmount: '60.00',
  minAmount: '1.00',
  maxAmount: '1000.00',
  newAmount: null,
  amountEffectiveTime: null,
  endTime: '2026-01-16T00:00:00.000Z',
  autoRenew: false,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
};

function editor(daily: Partial<LimitEditorPeriod>): LimitEditorInput {
  return { type: 'deposit', unit: 'money', currency: 'EUR', periods: { daily: { ...base, ...daily } }, readOnly: false, removalPermitted: true, busy: false, command: vi.fn() };
}

const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('limitAmount widget (limit-period-widget): times that tick, WillSetRenew and WillRemoveNewAmount', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('the distance to a pending increase follows the clock, down to seconds, without a new answer from the platform', () => {
    renderSchemaForm({ variant: LIMIT, formData: { daily: '100.00' }, inputs: { limitEditor: editor({ newAmount: '300.00', amountEffectiveTime: at(24 * HOUR) }) } });
    expect(screen.getByText(/New limit of 300,00 € in 1 day/)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2 * HOUR));
    expect(screen.getByText(/New limit of 300,00 € in 22 hours/)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(21 * HOUR + 30 * MINUTE));
    expect(screen.getByText(/New limit of 300,00 € in 30 minutes/)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(29 * MINUTE + 15 * 1000));
    expect(screen.getByText(/New limit of 300,00 € in 45 seconds/)).toBeTruthy();
  });

  it('the distance to a pending removal ticks too', () => {
    renderSchemaForm({
      variant: LIMIT,
      formData: { daily: '100.00' },
      inputs: { limitEditor: editor({ removalToBeConfirmed: true, removalEffectiveTime: at(3 * HOUR), removalRequiresConfirmation: true }) },
    });
    expect(screen.getByText(/Will be removed in 3 hours/)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(HOUR + MINUTE));
    expect(screen.getByText(/Will be removed in 2 hours/)).toBeTruthy();
  });

  it('renewal switched off and still to take effect (WillSetRenew): says when the limit ends, Keep renewing hands the command to the editor', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const input = editor({ autoRenew: false, expiresAt: at(36 * HOUR), willSetRenew: true });
    renderSchemaForm({ variant: LIMIT, formData: { daily: '100.00' }, inputs: { limitEditor: input } });
    expect(screen.getByText(/Automatic renewal stops: this limit ends in 2 days/)).toBeTruthy();
    act(() => void vi.advanceTimersByTime(13 * HOUR));
    expect(screen.getByText(/Automatic renewal stops: this limit ends in 23 hours/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep renewing' }));
    expect(input.command).toHaveBeenCalledWith('daily', 'keepRenewing');
  });

  it('a limit lapsing before its new amount applies (WillRemoveNewAmount) says the new amount will not apply and offers Keep renewing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const input = editor({ newAmount: '300.00', amountEffectiveTime: at(24 * HOUR), expiresAt: at(12 * HOUR), willRemoveNewAmount: true });
    renderSchemaForm({ variant: LIMIT, formData: { daily: '100.00' }, inputs: { limitEditor: input } });
    expect(screen.getByText(/The new limit of 300,00 € will not apply: this limit ends before it, in 12 hours/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo increase' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep renewing' }));
    expect(input.command).toHaveBeenCalledWith('daily', 'keepRenewing');
  });

  it('a renewing limit, or one with nothing pending, offers no Keep renewing', () => {
    renderSchemaForm({ variant: LIMIT, formData: { daily: '100.00' }, inputs: { limitEditor: editor({ autoRenew: true }) } });
    expect(screen.queryByRole('button', { name: 'Keep renewing' })).toBeNull();
    expect(screen.queryByText(/Automatic renewal stops/)).toBeNull();
  });
});
