// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordDialog } from '../../src/ui/password-dialog/password-dialog';
import { createTestI18n } from '../renderer/helpers/create-test-i18n';

const i18n = createTestI18n();
const render = (element: ReactElement) => renderPlain(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

afterEach(cleanup);

// the first render loads the locale files: generous under a loaded machine
describe('PasswordDialog', { timeout: 20_000 }, () => {
  it('asks for the password: Continue refuses an empty one, then hands it over', () => {
    const onContinue = vi.fn();
    render(<PasswordDialog hasPassword text="Confirm your withdrawal of 100 EUR." onContinue={onContinue} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Password' })).toBeTruthy();
    expect(screen.getByText('Confirm your withdrawal of 100 EUR.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password.');
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Secret1' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('Secret1');
  });

  it('shows a player without a password the confirmation text only', () => {
    const onContinue = vi.fn();
    render(<PasswordDialog hasPassword={false} text="Confirm your withdrawal." onContinue={onContinue} onCancel={() => undefined} />);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(undefined);
  });

  it('Cancel cancels', () => {
    const onCancel = vi.fn();
    render(<PasswordDialog hasPassword text="Confirm." onContinue={() => undefined} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('PasswordDialog with the answer to the last try', { timeout: 20_000 }, () => {
  it('shows the answer in the dialog and names it as the field description', () => {
    render(<PasswordDialog hasPassword text="Close your account?" error="The password is wrong. You have 2 attempts left." onContinue={() => undefined} onCancel={() => undefined} />);
    const answer = screen.getByRole('alert');
    expect(answer.textContent).toBe('The password is wrong. You have 2 attempts left.');
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-describedby')).toBe(answer.id);
  });
});
