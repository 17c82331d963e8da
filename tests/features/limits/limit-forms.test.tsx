import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import gamingSchema from '../../../schemas/forms/limit-gaming/schema.json' with { type: 'json' };
import gamingUi from '../../../schemas/forms/limit-gaming/ui.json' with { type: 'json' };
import maxBalanceSchema from '../../../schemas/forms/limit-max-balance/schema.json' with { type: 'json' };
import maxBalanceUi from '../../../schemas/forms/limit-max-balance/ui.json' with { type: 'json' };
import cumulativeSchema from '../../../schemas/forms/limit-deposit-cumulative/schema.json' with { type: 'json' };
import { loadGeneratedVariant } from '../../../src/engine/fixtures/load-generated-variant';
import { cumulativeChange } from '../../../src/features/limits/deposit-limit-modal-implementations';
import type { DepositLimitModalContext } from '../../../src/features/limits/deposit-limit-modal-context';
import { DEFAULT_LIMIT_REGIME } from '../../../src/engine/limits/limit-regime';
import type { LimitEditorInput, LimitEditorPeriod } from '../../../src/engine/runtime-inputs/runtime-input-types';
import { renderSchemaForm } from '../../renderer/helpers/render-schema-form';
import { testVariant } from '../../renderer/helpers/test-variant';

const period = (amount: string | null): LimitEditorPeriod => ({
  amount,
  availableAmount: amount,
  usedAmount: '0.00',
  minAmount: '1.00',
  maxAmount: '100000.00',
  newAmount: null,
  amountEffectiveTime: null,
  endTime: null,
  autoRenew: false,
  increasingRequiresConfirmation: false,
  removalRequiresConfirmation: false,
  removalToBeConfirmed: false,
  removalEffectiveTime: null,
  removeDisabled: false,
});

function editor(periods: LimitEditorInput['periods'], type: LimitEditorInput['type']): LimitEditorInput {
  return { type, unit: 'money', currency: 'EUR', periods, readOnly: false, removalPermitted: true, busy: false, command: vi.fn() };
}

const GAMING = testVariant(gamingSchema, gamingUi);
const MAX_BALANCE = testVariant(maxBalanceSchema, maxBalanceUi);
const invalid = (name: string) => screen.getByRole('textbox', { name }).getAttribute('aria-invalid') === 'true';

describe('the limit forms as content (schemas/forms/limit-*)', () => {
  it('validation waits for the blur; a change in one period clears the errors of every period', async () => {
    const user = userEvent.setup();
    const limitEditor = editor({ daily: period(null), weekly: period(null), monthly: period(null) }, 'loss');
    renderSchemaForm({ variant: GAMING, inputs: { limitEditor } });
    const daily = screen.getByRole('textbox', { name: 'Daily limit' });
    const weekly = screen.getByRole('textbox', { name: 'Weekly limit' });
    await user.type(daily, '200');
    // typing: nothing judged yet
    expect(invalid('Daily limit')).toBe(false);
    await user.click(weekly);
    await user.type(weekly, '100');
    expect(invalid('Weekly limit')).toBe(false);
    await user.tab();
    // on blur: daily more than weekly is wrong on both periods
    await vi.waitFor(() => expect(invalid('Daily limit') && invalid('Weekly limit')).toBe(true));
    // a change in the daily period clears the weekly error too, while the player is still typing
    await user.click(daily);
    await user.type(daily, '0');
    expect(invalid('Daily limit')).toBe(false);
    expect(invalid('Weekly limit')).toBe(false);
    // and the blur judges again: 2000 is still more than 100
    fireEvent.blur(daily);
    await vi.waitFor(() => expect(invalid('Weekly limit')).toBe(true));
  });

  it('Dutch-limit mode: the max-balance Save stays disabled unless the value changed and is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderSchemaForm({
      variant: MAX_BALANCE,
      formData: { permanent: '500.00' },
      inputs: { limitEditor: editor({ permanent: period('500.00') }, 'maxBalance') },
      onSubmit,
      submitLabel: 'limits:editor.save',
    });
    const save = () => screen.getByRole('button', { name: 'Save limits' });
    const amount = screen.getByRole('textbox', { name: 'Limit' });
    expect(save()).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '800');
    expect(save()).toHaveProperty('disabled', false);
    // an invalid value (three decimals) disables it again
    await user.type(amount, '.123');
    expect(save()).toHaveProperty('disabled', true);
    // back to the value it opened with: nothing changed, nothing to save
    await user.clear(amount);
    await user.type(amount, '500.00');
    expect(save()).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '700');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ permanent: '700' }));
  });

  it('the gaming form keeps its Save enabled: only the max-balance form is in Dutch-limit mode', () => {
    renderSchemaForm({ variant: GAMING, inputs: { limitEditor: editor({ daily: period(null), weekly: period(null), monthly: period(null) }, 'loss') }, submitLabel: 'limits:editor.save' });
    expect(screen.getByRole('button', { name: 'Save limits' })).toHaveProperty('disabled', false);
  });

  it('a new period renews as the form content says: money limits ticked, session limits not (spec 3 §4)', async () => {
    const empty = { daily: period(null), weekly: period(null), monthly: period(null) };
    for (const [formId, type, ticked] of [
      ['limit-deposit', 'deposit', true],
      ['limit-gaming', 'loss', true],
      ['limit-session', 'session', false],
    ] as const) {
      const loaded = await loadGeneratedVariant('src/generated', formId, { market: 'GBR' });
      if (!loaded.ok) throw new Error(loaded.problem);
      const onSubmit = vi.fn();
      const view = renderSchemaForm({ variant: loaded.variant, formData: {}, inputs: { limitEditor: { ...editor(empty, type), unit: type === 'session' ? 'minutes' : 'money', choices: type === 'session' ? { daily: [60], weekly: [60], monthly: [60] } : undefined } }, onSubmit });
      const boxes = screen.getAllByRole('checkbox', { name: 'Renew automatically' });
      expect(boxes.map((box) => (box as HTMLInputElement).checked), formId).toEqual([ticked, ticked, ticked]);
      expect(boxes.every((box) => !(box as HTMLInputElement).disabled), formId).toBe(true);
      view.unmount();
    }
  });

  it("the cumulative modal: a new limit's renewal is the form content's autoRenew default, sent as it is; an existing limit keeps its own", async () => {
    const loaded = await loadGeneratedVariant('src/generated', 'limit-deposit-cumulative', { market: 'GBR' });
    if (!loaded.ok) throw new Error(loaded.problem);
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    // the flow's starting data names only the period: the default must come from the schema
    renderSchemaForm({ variant: loaded.variant, formData: { period: 'daily' }, onSubmit, submitLabel: 'limits:cumulative.save' });
    await user.type(screen.getByRole('textbox', { name: 'Limit amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Set deposit limit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const data = (onSubmit.mock.calls[0] as [Record<string, unknown>])[0];
    const contentDefault = cumulativeSchema.properties.autoRenew.default;
    expect(data.autoRenew).toBe(contentDefault);
    const unset = { amount: null, autoRenew: false } as const;
    const context = (deposit: Record<string, unknown>) =>
      ({ data, limits: { currency: 'EUR', regime: DEFAULT_LIMIT_REGIME, limits: { deposit } } }) as unknown as DepositLimitModalContext;
    expect(cumulativeChange(context({ daily: unset }))).toEqual({ daily: { amount: '150', autoRenew: contentDefault } });
    // the code follows what the form holds, not a flag of its own
    const flipped = { ...context({ daily: unset }), data: { ...data, autoRenew: !contentDefault } } as DepositLimitModalContext;
    expect(cumulativeChange(flipped)).toEqual({ daily: { amount: '150', autoRenew: !contentDefault } });
    expect(cumulativeChange(context({ daily: { amount: '100.00', autoRenew: !contentDefault } }))).toEqual({ daily: { amount: '150', autoRenew: !contentDefault } });
  });

  it('Sweden: the mandatory periods renew, ticked and read-only with the reason (Spellagen 14 kap. 8 §)', async () => {
    const loaded = await loadGeneratedVariant('src/generated', 'limit-deposit', { market: 'SWE' });
    if (!loaded.ok) throw new Error(loaded.problem);
    renderSchemaForm({ variant: loaded.variant, formData: {}, inputs: { limitEditor: editor({ daily: period(null), weekly: period(null), monthly: period(null) }, 'deposit') } });
    const boxes = screen.getAllByRole('checkbox', { name: 'Renew automatically' });
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect((box as HTMLInputElement).checked).toBe(true);
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText('Swedish rules make this limit mandatory, so it always renews.')).toHaveLength(3);
  });
});
