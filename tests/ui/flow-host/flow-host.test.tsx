import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { assign, fromPromise } from 'xstate';
import { settingsFor } from '../../../src/engine/settings-for';
import { FlowCallError } from '../../../src/engine/flow-call-error';
import { createRootStore } from '../../../src/stores/root-store';
import { FlowHost } from '../../../src/ui/flow-host/flow-host';
import type { FlowScreenProps } from '../../../src/ui/flow-host/flow-screen';
import { createTestI18n } from '../../renderer/helpers/create-test-i18n';
import { fakeApi } from '../../stores/fake-api';

/** A flow whose two steps name two different forms, a screen between them and a final screen. */
const TWO_FORMS = {
  id: 'two-forms',
  initial: 'first',
  context: { data: {}, serverErrors: [], notice: null },
  states: {
    first: {
      meta: { form: 'forgot-password', submitLabel: 'password:forgot.submit', after: ['hint'] },
      on: { SUBMIT: { target: 'between', actions: ['assignData'] } },
    },
    between: { meta: { screen: 'between' }, on: { CONTINUE: 'second' } },
    second: {
      meta: { form: 'login', submitLabel: 'login:submit', buttons: [{ event: 'BACK', label: 'registration:buttons.back' }] },
      on: { BACK: { target: 'first', actions: ['assignData'] }, SUBMIT: { target: 'calling', actions: ['assignData', 'clearServerErrors'] } },
    },
    calling: {
      meta: { form: 'login', busy: true, submitLabel: 'login:submit' },
      invoke: { src: 'call', onDone: 'done', onError: { target: 'second', actions: ['assignServerErrors'] } },
    },
    done: { meta: { screen: 'done' }, type: 'final' },
  },
};

type Context = { data: Record<string, unknown> };
const screens = {
  hint: () => <p>the hint below the first form</p>,
  between: ({ send }: FlowScreenProps<Context, null>) => (
    <button type="button" onClick={() => send({ type: 'CONTINUE' })}>
      on to the second form
    </button>
  ),
  done: ({ context }: FlowScreenProps<Context, null>) => <p>done with {String(context.data.login)}</p>,
};

function renderHost(call: () => Promise<unknown>) {
  const store = createRootStore({ api: fakeApi().api });
  const served = settingsFor('INT');
  store.settings.be = served.be;
  store.settings.fe = served.fe;
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FlowHost
        flow={TWO_FORMS}
        implementations={() => ({ actors: { call: fromPromise(call) } })}
        screens={screens}
        extras={null}
        store={store}
      />
    </I18nextProvider>,
  );
  return store;
}

async function type(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('FlowHost', () => {
  it('shows the form each step names, its screens, and keeps what was typed across steps', async () => {
    renderHost(() => Promise.resolve());
    // step 1 names forgot-password: its e-mail field and submit, with the hint after it
    await type(/e-mail/i, 'player@example.com');
    expect(screen.getByText('the hint below the first form')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'on to the second form' }));
    // step 2 names another form: login, with a password field the first form did not have
    expect(await screen.findByLabelText(/^password/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    // Back leaves the second form with what was typed; the first form shows its own field again, filled
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/e-mail/i)).value).toBe('player@example.com');
  });

  it('puts a failed call that no field shows in the notice and keeps the form', async () => {
    const call = vi.fn(() => Promise.reject(new FlowCallError({ errorCode: 107, kind: 'server', errorDetails: { hackLimit: 5, hackCount: 1 } })));
    renderHost(call);
    await type(/e-mail/i, 'player@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'on to the second form' }));
    await type(/^e-mail|login/i, 'player@example.com');
    await type(/^password/i, 'Wrong1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const notice = await screen.findByText(/You have 4 attempts left/);
    expect(notice.closest('.notice')?.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(call).toHaveBeenCalledOnce();
  });

  it('loads the variant of the payment method the context names (the method axis)', async () => {
    const store = createRootStore({ api: fakeApi().api });
    const served = settingsFor('INT');
    store.settings.be = served.be;
    store.settings.fe = served.fe;
    const deposit = {
      id: 'deposit-step',
      initial: 'form',
      context: { data: {}, serverErrors: [], notice: null, method: 'card' },
      states: { form: { meta: { form: 'cashier-deposit', direction: 'deposit', methodFromContext: 'method' } } },
    };
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <FlowHost flow={deposit} implementations={() => ({})} screens={{}} extras={null} store={store} inputs={{
            campaigns: [],
            amountLimits: { EUR: { min: '10', max: '5000' } },
            quickAmounts: { currency: 'EUR', amounts: ['20', '50'], min: '10', max: '5000' },
          }}
          />
      </I18nextProvider>,
    );
    expect(await screen.findByLabelText(/card number/i)).toBeTruthy();
  });

  it('refuses a screen name its registry does not have', () => {
    const store = createRootStore({ api: fakeApi().api });
    const broken = { ...TWO_FORMS, initial: 'between', states: { ...TWO_FORMS.states, between: { meta: { screen: 'missing' } } } };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <I18nextProvider i18n={createTestI18n()}>
          <FlowHost flow={broken} implementations={() => ({ actors: { call: fromPromise(() => Promise.resolve()) } })} screens={screens} extras={null} store={store} />
        </I18nextProvider>,
      ),
    ).toThrow(/screen "missing"/);
    spy.mockRestore();
  });

  it('a `submits` button validates the form like submit and sends its own event only with valid data', async () => {
    const flow = {
      id: 'second-submit',
      initial: 'details',
      context: { data: {}, serverErrors: [], notice: null },
      states: {
        details: {
          meta: { form: 'forgot-password', submitLabel: 'password:forgot.submit', buttons: [{ event: 'SAVE', label: 'registration:buttons.back', submits: true }] },
          on: { SAVE: { target: 'saved', actions: ['assignData'] }, SUBMIT: { target: 'submitted', actions: ['assignData'] } },
        },
        saved: { meta: { screen: 'saved' } },
        submitted: { meta: { screen: 'submitted' } },
      },
    };
    const store = createRootStore({ api: fakeApi().api });
    const served = settingsFor('INT');
    store.settings.be = served.be;
    store.settings.fe = served.fe;
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <FlowHost
          flow={flow}
          implementations={() => ({})}
          screens={{
            saved: ({ context }: FlowScreenProps<Context, null>) => <p>saved {String(context.data.email)}</p>,
            submitted: () => <p>submitted</p>,
          }}
          extras={null}
          store={store}
        />
      </I18nextProvider>,
    );
    const save = await screen.findByRole('button', { name: 'Back' });
    expect(save.getAttribute('type')).toBe('button');
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText(/^saved/)).toBeNull();
    expect(screen.getByLabelText(/e-mail/i).getAttribute('aria-invalid')).toBe('true');
    await type(/e-mail/i, 'player@example.com');
    fireEvent.click(save);
    expect(await screen.findByText('saved player@example.com')).toBeTruthy();
    expect(screen.queryByText('submitted')).toBeNull();
  });
  it('a button on a step that re-enters the same form sends that step\'s data, not what was typed on the step before (issue 14: the front image came back as the back)', async () => {
    // two steps on one form, as the wizard's document sides: Next keeps the first step's value and
    // hands the second an empty field (as the wizard's sides do: images: []); Back there must carry the second step's (empty) data
    const flow = {
      id: 'same-form-twice',
      initial: 'front',
      context: { data: {}, serverErrors: [], notice: null, kept: null },
      states: {
        front: {
          meta: { form: 'forgot-password', submitEvent: 'NEXT', submitLabel: 'password:forgot.submit' },
          on: { NEXT: { target: 'back', actions: ['keepAndClear'] } },
        },
        back: {
          meta: { form: 'forgot-password', submitEvent: 'NEXT', submitLabel: 'password:forgot.submit', buttons: [{ event: 'BACK', label: 'registration:buttons.back' }] },
          on: { BACK: { target: 'shown', actions: ['assignData'] } },
        },
        shown: { meta: { screen: 'shown' } },
      },
    };
    const store = createRootStore({ api: fakeApi().api });
    const served = settingsFor('INT');
    store.settings.be = served.be;
    store.settings.fe = served.fe;
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <FlowHost
          flow={flow}
          implementations={() => ({
            actions: {
              keepAndClear: assign(({ event }: { event: { data?: Record<string, unknown> } }) => ({ kept: event.data?.email ?? null, data: { email: '' } })),
            },
          })}
          screens={{
            shown: ({ context }: FlowScreenProps<Context & { kept: unknown }, null>) => (
              <p>
                kept {String(context.kept)}, back with {typeof context.data.email === 'string' && context.data.email !== '' ? context.data.email : '(nothing)'}
              </p>
            ),
          }}
          extras={null}
          store={store}
        />
      </I18nextProvider>,
    );
    await type(/e-mail/i, 'front@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(screen.getByLabelText<HTMLInputElement>(/e-mail/i).value).toBe('');
    fireEvent.click(back);
    expect(await screen.findByText('kept front@example.com, back with (nothing)')).toBeTruthy();
  });
});
