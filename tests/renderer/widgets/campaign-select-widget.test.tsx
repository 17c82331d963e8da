import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSchemaForm, testSettings, TEST_NOW } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

const BONUS = testVariant(
  {
    $id: 'test-bonus',
    type: 'object',
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
      formContext: { settings: testSettings(), now: TEST_NOW, campaigns: [{ campaignId: 12, title: 'Welcome 100%' }] },
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
    renderSchemaForm({ variant: BONUS });
    expect(screen.queryByRole('group', { name: 'Welcome bonus' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
