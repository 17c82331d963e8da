import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { StoredDetailChoice } from '../../../src/features/cashier/stored-detail-choice';
import { createI18n } from '../../../src/i18n/i18n';
import { STORED_CARDS } from '../../../src/mocks/platform/cashier/deposit-method-catalogue';

function renderChoice(chosen = -1, busy = false) {
  const onChoose = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <StoredDetailChoice id="deposit-stored" details={STORED_CARDS} chosen={chosen} busy={busy} validateTo="/payment/deposit?modal=payment-details-validation" onChoose={onChoose} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onChoose;
}

describe('StoredDetailChoice', () => {
  it('lists the stored details and a new card; a blocked detail is disabled and says why', () => {
    renderChoice();
    const group = screen.getByRole('group', { name: 'Saved card or account' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Use a new card or account' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Visa •••• 1111' }).disabled).toBe(false);
    const byDocument = screen.getByRole<HTMLInputElement>('radio', { name: 'Mastercard •••• 4444' });
    expect(byDocument.disabled).toBe(true);
    expect(byDocument.getAttribute('aria-describedby')).toBe('deposit-stored-2-blocked');
    expect(document.getElementById('deposit-stored-2-blocked')?.textContent).toBe('This card has reached its limit until it is validated. Validate it');
    expect(screen.getByRole('link', { name: 'Validate it' }).getAttribute('href')).toBe('/payment/deposit?modal=payment-details-validation');
    for (const [name, reference] of [['Visa •••• 0004', 3], ['Maestro •••• 0018', 4]] as const) {
      expect(screen.getByRole<HTMLInputElement>('radio', { name }).disabled).toBe(true);
      expect(document.getElementById(`deposit-stored-${reference}-blocked`)?.textContent).toBe('This card or account is blocked. Please contact customer support.');
    }
  });

  it('sends the reference chosen; a blocked one sends nothing', () => {
    const onChoose = renderChoice();
    fireEvent.click(screen.getByRole('radio', { name: 'Visa •••• 1111' }));
    expect(onChoose).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Mastercard •••• 4444' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the deposit is busy', () => {
    renderChoice(1, true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Visa •••• 1111' }).checked).toBe(true);
    expect(screen.getByRole<HTMLFieldSetElement>('group').disabled).toBe(true);
  });
});
