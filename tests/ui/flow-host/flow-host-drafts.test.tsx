import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsFor } from '../../../src/engine/settings-for';
import { draftStorageKey } from '../../../src/engine/drafts/drafts';
import { createRootStore } from '../../../src/stores/root-store';
import { forgetHeldFields } from '../../../src/ui/flow-host/flow-draft';
import { FlowHost } from '../../../src/ui/flow-host/flow-host';
import { createTestI18n } from '../../renderer/helpers/create-test-i18n';
import { fakeApi } from '../../stores/fake-api';

/** Two form steps over the login form (its password is x-sensitive), then a final screen. */
const JOURNEY = {
  id: 'drafted',
  initial: 'first',
  context: { data: {}, serverErrors: [], notice: null },
  states: {
    first: { meta: { form: 'login', submitLabel: 'login:submit' }, on: { SUBMIT: { target: 'second', actions: ['assignData'] } } },
    second: {
      meta: { form: 'login', submitLabel: 'registration:buttons.register' },
      on: { SUBMIT: { target: 'done', actions: ['assignData'] } },
    },
    done: { meta: { screen: 'done' }, type: 'final' },
  },
};
const screens = { done: () => <p>all done</p> };
const KEY = draftStorageKey('drafted');

function mount() {
  const store = createRootStore({ api: fakeApi().api });
  const served = settingsFor('INT');
  store.settings.be = served.be;
  store.settings.fe = served.fe;
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <FlowHost flow={JOURNEY} implementations={() => ({})} screens={screens} extras={null} store={store} draft={{ journey: 'drafted', form: 'login' }} />
    </I18nextProvider>,
  );
}

async function type(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { value } });
}

beforeEach(() => {
  window.sessionStorage.clear();
  forgetHeldFields();
});
afterEach(cleanup);

describe('FlowHost drafts', () => {
  it('keeps the non-sensitive fields and the step across a reload, never the password', async () => {
    const first = mount();
    await type(/e-mail/i, 'player@example.com');
    await type(/^password/i, 'Secret12!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    await type(/e-mail/i, 'changed@example.com');
    const stored = window.sessionStorage.getItem(KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ flow: 'drafted', step: 'second', data: { login: 'changed@example.com' } });
    expect(stored).not.toContain('Secret12!');
    first.unmount();

    // the reload: a new page, nothing held in memory; the same step, with what was typed on it
    forgetHeldFields();
    mount();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(/e-mail/i)).value).toBe('changed@example.com');
    expect((await screen.findByLabelText<HTMLInputElement>(/^password/i)).value).toBe('');
  });

  it('a remount in the same tab (the layout switching across the breakpoint) keeps the password in memory only', async () => {
    const first = mount();
    await type(/e-mail/i, 'player@example.com');
    await type(/^password/i, 'Secret12!');
    first.unmount();
    mount();
    expect((await screen.findByLabelText<HTMLInputElement>(/e-mail/i)).value).toBe('player@example.com');
    expect((await screen.findByLabelText<HTMLInputElement>(/^password/i)).value).toBe('Secret12!');
    expect(window.sessionStorage.getItem(KEY) ?? '').not.toContain('Secret12!');
  });

  it('clears the draft when the journey ends', async () => {
    mount();
    await type(/e-mail/i, 'player@example.com');
    await type(/^password/i, 'Secret12!');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await type(/^password/i, 'Secret12!');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('all done')).toBeTruthy();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['a corrupt draft', '{"version":'],
    ['a draft of another version', JSON.stringify({ version: 'other000hash', flow: 'drafted', step: 'second', data: { login: 'old@example.com' } })],
    ['a draft of another flow', JSON.stringify({ version: 'x', flow: 'registration', step: 'second', data: {} })],
  ])('starts cleanly from %s, which the fresh journey replaces', async (_, raw) => {
    window.sessionStorage.setItem(KEY, raw);
    mount();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(/e-mail/i)).value).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null')).toMatchObject({ flow: 'drafted', step: 'first', data: {} });
    expect(window.sessionStorage.getItem(KEY)).not.toContain('old@example.com');
  });
});
