import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawalDetails } from '../../../src/api/endpoints/withdrawal';
import type { WithdrawalContext } from '../../../src/features/cashier/withdrawal-context';
import { WithdrawalStoredPayout } from '../../../src/features/cashier/withdrawal-stored-payout';
import { WithdrawalStore } from '../../../src/features/cashier/withdrawal-store';
import { createI18n } from '../../../src/i18n/i18n';
import { withdrawalMethodsFor } from '../../../src/mocks/platform/cashier/withdrawal-method-catalogue';
import type { RootStore } from '../../../src/stores/root-store';
import { createLocalErrorReporter } from '../../../src/stores/error-reporter';

/** The HUN player's payout methods as the mock platform serves them: bank transfer with an account in each blocked state, the e-wallet without. */
const DETAILS: WithdrawalDetails = {
  methods: withdrawalMethodsFor('HUN', 'HUF'),
  walletCurrency: 'HUF',
  cashBalance: '125000.00',
  cashReserve: '20000.00',
  promoBalance: '0.00',
  turnoverLimit: '0.00',
  revokeBonuses: false,
  askPassword: false,
  paymentDetailsVerificationRequired: false,
  hasPendingWithdrawal: false,
  pendingWithdrawalCount: 0,
  ibanVerificationStatus: 'needToBeVerified',
};

function renderPayout(options: { method?: number; busy?: boolean; stored?: number } = {}) {
  const withdrawal = new WithdrawalStore(() => Promise.resolve({}), createLocalErrorReporter(() => undefined));
  withdrawal.setLoaded(DETAILS, options.method);
  if (options.stored !== undefined) withdrawal.chooseStored(options.stored);
  withdrawal.setTyped({ amount: '15000' });
  const send = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <WithdrawalStoredPayout
          context={{} as WithdrawalContext}
          meta={options.busy === true ? { busy: true } : {}}
          send={send}
          store={{} as RootStore}
          extras={{ withdrawal, at: (path) => `/hu${path}`, hasPassword: true }}
          children={{}}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { send, withdrawal };
}

describe('WithdrawalStoredPayout', () => {
  it("offers the method's stored accounts and a new account as the deposit's choice; a blocked account is disabled and says why in the withdrawal's words", () => {
    renderPayout();
    expect(screen.getByRole('group', { name: 'Pay out to' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'A new bank account or card' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'HU42 •••• 0000' }).disabled).toBe(false);
    const byDocument = screen.getByRole<HTMLInputElement>('radio', { name: 'HU93 •••• 0009' });
    expect(byDocument.disabled).toBe(true);
    expect(document.getElementById(byDocument.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This account has reached its limit until it is validated. Validate it');
    expect(screen.getByRole('link', { name: 'Validate it' }).getAttribute('href')).toBe('/hu/payment/withdrawal?modal=payment-details-validation');
    for (const name of ['DE89 •••• 3000', 'AT61 •••• 3774']) {
      const radio = screen.getByRole<HTMLInputElement>('radio', { name });
      expect(radio.disabled).toBe(true);
      expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This account or card is blocked. Please contact customer support.');
    }
  });

  it('sends the chosen account to the flow with what was typed; a blocked account sends nothing', () => {
    const { send } = renderPayout();
    fireEvent.click(screen.getByRole('radio', { name: 'HU42 •••• 0000' }));
    expect(send).toHaveBeenCalledWith({ type: 'CHOOSE_STORED', reference: 31, data: { amount: '15000' } });
    fireEvent.click(screen.getByRole('radio', { name: 'HU93 •••• 0009' }));
    fireEvent.click(screen.getByRole('radio', { name: 'DE89 •••• 3000' }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the stored account the store holds and is disabled while the withdrawal is busy', () => {
    renderPayout({ busy: true, stored: 31 });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'HU42 •••• 0000' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'A new bank account or card' }).checked).toBe(false);
    expect(screen.getByRole<HTMLFieldSetElement>('group', { name: 'Pay out to' }).disabled).toBe(true);
  });

  it('is not there for a method without stored accounts (the e-wallet)', () => {
    renderPayout({ method: 100027 });
    expect(screen.queryByRole('group', { name: 'Pay out to' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
