import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm, testRuleContext, testSettings, TEST_NOW } from '../helpers/render-schema-form';

function hintStates(): Record<string, boolean> {
  const items = [...document.querySelectorAll('.sf-hints__item')];
  return Object.fromEntries(items.map((item) => [item.firstChild?.nextSibling?.textContent ?? '', item.getAttribute('data-met') === 'true']));
}

describe('password widget', () => {
  it('ticks the rule hints as the password satisfies them', async () => {
    const user = userEvent.setup();
    const settings = testSettings({ passwordStrength: 'strong', passwordLimits: { min: 8, max: 64 } });
    renderSchemaForm({ ruleContext: testRuleContext(settings), formContext: { settings, now: TEST_NOW } });
    const password = screen.getByLabelText(/^Password/);
    expect(hintStates()).toEqual({
      'At least 8 characters': false,
      'An uppercase letter and a digit': false,
      'A special symbol such as ! ? @ # $ %': false,
      'No character three times in a row': false,
    });

    await user.type(password, 'Abc1');
    expect(hintStates()).toMatchObject({ 'At least 8 characters': false, 'An uppercase letter and a digit': true, 'No character three times in a row': true });

    await user.type(password, 'aaa');
    expect(hintStates()['No character three times in a row']).toBe(false);

    await user.clear(password);
    await user.type(password, 'Abcdef1!');
    expect(Object.values(hintStates())).toEqual([true, true, true, true]);
    expect(password.getAttribute('aria-describedby')).toContain(document.querySelector('.sf-hints')?.id);
  });

  it('shows only the standard hints when the password strength setting is standard', () => {
    renderSchemaForm();
    expect(Object.keys(hintStates())).toEqual(['At least 6 characters', 'An uppercase letter and a digit']);
  });

  it('toggles between hidden and shown text', async () => {
    const user = userEvent.setup();
    renderSchemaForm();
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('does not validate when focus moves from the input to its toggle', async () => {
    const user = userEvent.setup();
    renderSchemaForm();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.queryByText('Enter at least 6 characters.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter at least 6 characters.')).toBeTruthy();
  });
});
