import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { LoginMethodSelector } from '../../../src/features/login/login-method-selector';
import { createI18n } from '../../../src/i18n/i18n';

describe('LoginMethodSelector', () => {
  it('is a labelled radio group of the offered methods with the selected one checked', () => {
    const onSelect = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <LoginMethodSelector methods={['regular', 'smartId']} selected="regular" onSelect={onSelect} />
      </I18nextProvider>,
    );
    const group = screen.getByRole('group', { name: 'Login method' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'E-mail and password' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Smart-ID' }));
    expect(onSelect).toHaveBeenCalledWith('smartId');
  });

  it('is not shown when there is nothing to choose', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('en')}>
        <LoginMethodSelector methods={['regular']} selected="regular" onSelect={() => {}} />
      </I18nextProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
