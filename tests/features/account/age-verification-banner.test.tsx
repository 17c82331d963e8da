import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/api-error';
import { isIdempotencyKey } from '../../../src/engine/idempotency-key';
import AgeVerificationBanner from '../../../src/features/account/age-verification-banner';
import { createI18n } from '../../../src/i18n/i18n';
import type { RootStore } from '../../../src/stores/root-store';

function renderBanner(...answers: ApiResult<unknown>[]) {
  const call = vi.fn((_endpoint: string, _payload: unknown, _options: { idempotencyKey: string }) => Promise.resolve(answers.shift() ?? answers[0] ?? { ok: true, data: { redirectUrl: '/my/profile' } }));
  const leave = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <AgeVerificationBanner store={{ api: { call } } as unknown as Pick<RootStore, 'api'>} leave={leave} />
    </I18nextProvider>,
  );
  return { call, leave, button: screen.getByRole('button', { name: 'Verify my age' }) };
}

describe('age verification banner (issue 16 §5, spec 1 §7)', () => {
  it('initialises the verification with an idempotency key and sends the browser to the provider', async () => {
    const { call, leave, button } = renderBanner({ ok: true, data: { redirectUrl: 'https://age.provider.example/s/1' } });
    expect(screen.getByRole('complementary', { name: 'Age verification' })).toBeTruthy();
    await userEvent.setup().click(button);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://age.provider.example/s/1'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toBe('initAgeVerification');
    expect(isIdempotencyKey(call.mock.calls[0]?.[2].idempotencyKey)).toBe(true);
  });

  it('keeps the key after a lost answer (no second verification), takes a new one after a refusal', async () => {
    const { call, leave, button } = renderBanner({ ok: false, error: { errorCode: 0, kind: 'network' } }, { ok: false, error: { errorCode: 115, kind: 'server' } }, { ok: true, data: { redirectUrl: '/my/profile' } });
    const user = userEvent.setup();
    await user.click(button);
    await screen.findByRole('alert');
    await user.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await user.click(button);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${window.location.origin}/my/profile`));
    const keys = call.mock.calls.map((args) => args[2].idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('never follows an address that is neither https nor this site', async () => {
    const { leave, button } = renderBanner({ ok: true, data: { redirectUrl: 'javascript:alert(1)' } });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Age verification cannot be started right now. Please try again later or contact support.');
    expect(leave).not.toHaveBeenCalled();
  });
});
