import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from './helpers/create-test-i18n';
import { renderSchemaForm, testRuleContext } from './helpers/render-schema-form';
import { testVariant, TEST_SCHEMA, TEST_UI } from './helpers/test-variant';

function i18nWithTerms() {
  const instance = createTestI18n();
  instance.addResourceBundle('en', 'test', { terms: 'I accept the [Terms](/terms-conditions).' });
  return instance;
}

const VALID_DETAILS = {
  email: 'player@example.com',
  confirmEmail: 'player@example.com',
  password: 'Secret12',
};

describe('SchemaForm', () => {
  it('renders our own field markup, not rjsf bootstrap markup', () => {
    const { container } = renderSchemaForm({}, i18nWithTerms());
    const email = screen.getByLabelText(/^E-mail/);
    expect(email.tagName).toBe('INPUT');
    const field = email.closest('.sf-field');
    expect(field).not.toBeNull();
    expect(field?.querySelector('.sf-field__label')?.textContent).toBe('E-mail*');
    expect(field?.querySelector('.sf-field__required')?.getAttribute('aria-hidden')).toBe('true');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.form-group, .form-control, .control-label')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Registration: Main details' })).toBeTruthy();
  });

  it('keeps what the player typed through a failed submit and a caller re-render, without onChange', async () => {
    const user = userEvent.setup();
    const formData = {};
    const view = renderSchemaForm({ formData }, i18nWithTerms());
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    // the errors shown after the submit change rjsf's props, which makes rjsf re-read formData
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText('Please enter a valid e-mail address.');
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('not-an-address');
    view.rerender({ formData, formContext: { settings: testRuleContext().settings }, readonlyFields: [] });
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('not-an-address');
    // a new formData from the caller still wins
    view.rerender({ formData: { email: 'other@example.com' } });
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('other@example.com');
  });

  it('validates a field when it is left, not while typing', async () => {
    const user = userEvent.setup();
    renderSchemaForm({}, i18nWithTerms());
    const email = screen.getByLabelText(/^E-mail/);
    await user.type(email, 'not-an-address');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');

    await user.tab();
    const message = await screen.findByText('Please enter a valid e-mail address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    const errorList = message.closest('.sf-field__errors-region');
    expect(errorList?.id).toBeTruthy();
    expect(describedBy).toContain(errorList?.id);
    // fields the player has not visited stay quiet
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('on a failed submit shows every error, announces them and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderSchemaForm({ onSubmit }, i18nWithTerms());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please, check the highlighted fields')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'E-mail: This field is required.' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Nickname: This field is required.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/)));
    expect(screen.getByLabelText(/^Confirm e-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('submits the data when it is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderSchemaForm(
      { onSubmit, formData: { ...VALID_DETAILS, nickName: 'lucky_7', terms: true } },
      i18nWithTerms(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ email: 'player@example.com', nickName: 'lucky_7', terms: true });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('runs the schema x-rules (sameAs) as part of validation', async () => {
    const user = userEvent.setup();
    renderSchemaForm({}, i18nWithTerms());
    await user.type(screen.getByLabelText(/^E-mail/), 'player@example.com');
    await user.type(screen.getByLabelText(/^Confirm e-mail/), 'other@example.com');
    await user.tab();
    expect(await screen.findByText('The values must be the same.')).toBeTruthy();
  });

  it('shows server errors at their fields and an unknown field at form level', async () => {
    renderSchemaForm(
      {
        formData: VALID_DETAILS,
        serverErrors: [
          { field: '/email', code: 'duplicated' },
          { field: 'confirmEmail', code: 'mustMatch' },
          { field: '/affiliateCode', code: 'invalidData' },
        ],
      },
      i18nWithTerms(),
    );
    const email = screen.getByLabelText(/^E-mail/);
    const emailField = email.closest('.sf-field') as HTMLElement;
    expect(within(emailField).getByText('This value is already in use.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const confirmField = screen.getByLabelText(/^Confirm e-mail/).closest('.sf-field') as HTMLElement;
    expect(within(confirmField).getByText('The values must be the same.')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Invalid data.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('drops a server error once the player edits that field', async () => {
    const user = userEvent.setup();
    renderSchemaForm({ serverErrors: [{ field: '/email', code: 'duplicated' }] }, i18nWithTerms());
    expect(screen.getByText('This value is already in use.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^E-mail/), 'x');
    expect(screen.queryByText('This value is already in use.')).toBeNull();
  });

  it('with a page shows only its fields and blocks only on their errors', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderSchemaForm({ page: 'details', onSubmit, formData: VALID_DETAILS }, i18nWithTerms());
    expect(screen.getByLabelText(/^E-mail/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Nickname/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Registration: Terms' })).toBeNull();

    // nickName and terms (page "terms") are missing, yet the details page submits
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('on a page, a server error for a field of another page goes to the summary', () => {
    renderSchemaForm({ page: 'details', serverErrors: [{ field: '/nickName', code: 'duplicated' }] }, i18nWithTerms());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Nickname: This value is already in use.')).toBeTruthy();
  });

  it('locks readonly fields', () => {
    renderSchemaForm({ readonlyFields: ['email'], formData: VALID_DETAILS }, i18nWithTerms());
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Confirm e-mail/).readOnly).toBe(false);
  });

  it('renders extra buttons and the translated submit label', () => {
    renderSchemaForm(
      {
        submitLabel: 'renderer:yes',
        children: (
          <button type="button" className="back">
            Back
          </button>
        ),
      },
      i18nWithTerms(),
    );
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('reports changes to onChange with the whole data', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSchemaForm({ onChange }, i18nWithTerms());
    await user.type(screen.getByLabelText(/^Nickname/), 'ab');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ nickName: 'ab' }));
  });

  it('re-translates shown errors when the language changes', async () => {
    const user = userEvent.setup();
    const { i18n } = renderSchemaForm({}, i18nWithTerms());
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await act(() => i18n.changeLanguage('hu'));
    expect(await screen.findByText('Ez a mező kötelező.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Küldés' })).toBeTruthy();
  });

  it('disables the submit button while an async submit is pending', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderSchemaForm({ onSubmit, formData: { ...VALID_DETAILS, nickName: 'lucky_7', terms: true } }, i18nWithTerms());
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    await user.click(submit);
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(submit.disabled).toBe(false);
  });

  it('links each summary entry to its field', async () => {
    const user = userEvent.setup();
    renderSchemaForm({}, i18nWithTerms());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Nickname: This field is required.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nickname/));
  });

  it('shows the market notices of the uiSchema', () => {
    const variant = testVariant(TEST_SCHEMA, {
      ...TEST_UI,
      'ui:notices': [{ id: 'northernIreland', text: 'registration:notices.northernIreland', severity: 'warning' }],
    });
    renderSchemaForm({ variant }, i18nWithTerms());
    const notice = screen.getByRole('note');
    expect(notice.className).toContain('sf-notice--warning');
    expect(notice.textContent).not.toBe('registration:notices.northernIreland');
  });

  it('refuses a page the form does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderSchemaForm({ page: 'nope' }, i18nWithTerms())).toThrow('Form has no page "nope"');
  });
});
