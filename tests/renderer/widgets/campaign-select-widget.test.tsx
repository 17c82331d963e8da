import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeInputError } from '../../../src/engine/runtime-inputs/runtime-input-error';
import { renderSchemaForm, testSettings, TEST_NOW } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const BONUS = testVariant(
  {
    $id: 'test-bonus',
    type: 'object',
    'x-inputs': ['campaigns'],
    properties: { campaignId: { type: 'integer', title: 'forms:campaignId.label', minimum: -1 } },
  },
  { campaignId: { 'ui:widget': 'campaignSelect' } },
);

describe('campaignSelect widget', () => {
  it('offers each campaign, a promo code (0) and no bonus (-1)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({
      variant: BONUS,
      onChange,
      formContext: { settings: testSettings(), now: TEST_NOW },
      inputs: { campaigns: [{ campaignId: 12, title: 'Welcome 100%' }] },
    });
    const group = screen.getByRole('group', { name: 'Welcome bonus' });
    const labels = within(group).getAllByRole<HTMLInputElement>('radio').map((radio) => radio.labels?.[0]?.textContent ?? '');
    expect(labels).toEqual(['Welcome 100%', 'I have a promo code', 'No thanks, proceed without bonus']);
    await user.click(within(group).getByRole('radio', { name: 'I have a promo code' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: 0 }));
    await user.click(within(group).getByRole('radio', { name: 'No thanks, proceed without bonus' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: -1 }));
    await user.click(within(group).getByRole('radio', { name: 'Welcome 100%' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: 12 }));
  });

  it('is not shown when there are no campaigns', () => {
    renderSchemaForm({ variant: BONUS, inputs: { campaigns: [] } });
    expect(screen.queryByRole('group', { name: 'Welcome bonus' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  describe('runtime input "campaigns"', () => {
    afterEach(() => vi.restoreAllMocks());
    /** React reports a render error on the console before rethrowing it */
    const quietly = (render: () => unknown) => () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render();
    };

    it('refuses to render without the declared input, naming the form and the input', () => {
      expect(quietly(() => renderSchemaForm({ variant: BONUS }))).toThrow(RuntimeInputError);
      expect(quietly(() => renderSchemaForm({ variant: BONUS }))).toThrow('Form "test-bonus": runtime input "campaigns" is declared but was not given');
    });

    it('refuses a malformed input', () => {
      expect(quietly(() => renderSchemaForm({ variant: BONUS, inputs: { campaigns: [{ id: 12, name: 'Welcome' }] } }))).toThrow(
        'Form "test-bonus": runtime input "campaigns" is malformed: [0].campaignId must be an integer',
      );
    });

    it('refuses a malformed input given later, on change', () => {
      const { rerender } = renderSchemaForm({ variant: BONUS, inputs: { campaigns: [] } });
      expect(quietly(() => rerender({ inputs: { campaigns: 'none' } }))).toThrow('runtime input "campaigns" is malformed: the value must be an array');
    });

    it('refuses a form whose campaignSelect reads campaigns the schema does not declare', () => {
      const undeclared = testVariant({ ...BONUS.schema, $id: 'test-undeclared', 'x-inputs': [] }, BONUS.ui);
      expect(quietly(() => renderSchemaForm({ variant: undeclared, inputs: { campaigns: [] } }))).toThrow(
        'Form "test-undeclared": runtime input "campaigns" is read by widget "campaignSelect" but the form does not declare it in x-inputs',
      );
    });

    it('ignores inputs the form does not declare', () => {
      renderSchemaForm({ variant: BONUS, inputs: { campaigns: [{ campaignId: 3, title: 'Spins' }], profile: 'not checked: not declared' } });
      expect(screen.getByRole('radio', { name: 'Spins' })).toBeTruthy();
    });
  });
});
