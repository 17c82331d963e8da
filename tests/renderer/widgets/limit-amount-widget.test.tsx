import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitEditorInput, LimitEditorPeriod } from '../../../src/engine/runtime-inputs/runtime-input-types';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const NOW = Date.parse('2026-01-15T12:00:00Z');
const HOUR = 60 * 60 * 1000;

const LIMIT = testVariant(
  {
    $id: 'test-limit',
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

function editor(daily: Partial<LimitEditorPeriod>, extra: Partial<LimitEditorInput> = {}): LimitEditorInput {
  return { type: 'loss', unit: 'money', currency: 'EUR', periods: { daily: { ...base, ...daily } }, readOnly: false, removalPermitted: true, busy: false, command: vi.fn(), ...extra };
}

describe('limitAmount widget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the limit in force, the available ring and the renewal; Remove hands the command to the editor', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const input = editor({});
    renderSchemaForm({ variant: LIMIT, formData: { daily: '100.00' }, inputs: { limitEditor: input } });
    expect(screen.getByRole('textbox', { name: 'Daily limit' })).toHaveProperty('disabled', false);
    expect(screen.getByText(/Active · Limit: 100,00 €/)).toBeTruthy();
    const ring = screen.getByRole('meter', { name: 'Available: 40,00 €' });
    expect(ring.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Period ends on/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(input.command).toHaveBeenCalledWith('daily', 'remove');
  });

  it('a pending increase disables the input; Confirm enables itself once the effective time has passed', () => {
    const effective = new Date(NOW + 24 * HOUR).toISOString();
    renderSchemaForm({
      variant: LIMIT,
      formData: { daily: '100.00' },
      inputs: { limitEditor: editor({ newAmount: '300.00', amountEffectiveTime: effective, increasingRequiresConfirmation: true }) },
    });
    expect(screen.getByRole('textbox', { name: 'Daily limit' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/New limit of 300,00 € in 1 day/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Undo increase' })).toHaveProperty('disabled', false);
    act(() => void vi.advanceTimersByTime(24 * HOUR + 1));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false);
  });

  it('a pending removal offers Confirm removal (after its time) and Undo removal instead of Remove', () => {
    const effective = new Date(NOW + 24 * HOUR).toISOString();
    renderSchemaForm({
      variant: LIMIT,
      formData: { daily: '100.00' },
      inputs: { limitEditor: editor({ removalToBeConfirmed: true, removalEffectiveTime: effective, removalRequiresConfirmation: true }) },
    });
    expect(screen.getByText(/Will be removed in 1 day/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm removal' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Undo removal' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('hides Remove when removal is not permitted or the editor is read-only, disables it when the platform disables removal', () => {
    const { unmount } = renderSchemaForm({ variant: LIMIT, inputs: { limitEditor: editor({}, { removalPermitted: false }) } });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    unmount();
    const second = renderSchemaForm({ variant: LIMIT, inputs: { limitEditor: editor({}, { readOnly: true }) } });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Daily limit' })).toHaveProperty('disabled', true);
    second.unmount();
    renderSchemaForm({ variant: LIMIT, inputs: { limitEditor: editor({ removeDisabled: true }) } });
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);
  });

  it('session limits are chosen from the choices, shown in minutes up to 6 h and in hours above', () => {
    const SESSION = testVariant(
      { $id: 'test-session', type: 'object', 'x-inputs': ['limitEditor'], properties: { daily: { type: 'string', title: 'limits:periods.daily', maxLength: 6 } } },
      { daily: { 'ui:widget': 'limitAmount', 'ui:options': { period: 'daily' } } },
    );
    renderSchemaForm({
      variant: SESSION,
      inputs: { limitEditor: editor({ amount: '480', availableAmount: '480', minAmount: '15', maxAmount: '1440' }, { type: 'session', unit: 'minutes', choices: { daily: [60, 360, 480] } }) },
    });
    const select = screen.getByRole('combobox', { name: 'Daily limit' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['No limit', '60 min', '360 min', '8 h']);
  });
});
