// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFailedScreen } from '../../src/ui/flow-host/load-failed-screen';
import { createTestI18n } from '../renderer/helpers/create-test-i18n';

const i18n = createTestI18n();
afterEach(cleanup);

describe('loadFailedScreen', { timeout: 20_000 }, () => {
  it("says what could not be loaded in the feature's words and sends RETRY", () => {
    const LoadFailed = loadFailedScreen({ message: 'cashier:withdrawal.loadFailed', retry: 'cashier:deposit.retry' });
    const send = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <LoadFailed send={send} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The payout methods could not be loaded. Please check your connection and try again.');
    fireEvent.click(screen.getByRole('button'));
    expect(send).toHaveBeenCalledWith({ type: 'RETRY' });
  });

  it('without a message (the step already shows its notice) offers only the button', () => {
    const LoadFailed = loadFailedScreen({ retry: 'verification:contact.retry' });
    render(
      <I18nextProvider i18n={i18n}>
        <LoadFailed send={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
