import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../helpers/create-test-i18n';
import { renderSchemaForm } from '../helpers/render-schema-form';

function i18nWithTerms(text: string) {
  const instance = createTestI18n();
  instance.addResourceBundle('en', 'test', { terms: text });
  return instance;
}

describe('consent widget', () => {
  it('renders the markdown label sanitised, with external links in a new tab', () => {
    renderSchemaForm(
      { page: 'terms' },
      i18nWithTerms('I accept the [x](javascript:alert(1)) and the [Terms](https://example.com/terms) <i>now</i>'),
    );
    const checkbox = screen.getByRole('checkbox');
    const label = document.querySelector(`label[for="${checkbox.id}"]`) as HTMLElement;
    expect(label).not.toBeNull();
    const links = [...label.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    expect(links[0]?.hasAttribute('href')).toBe(false);
    expect(links[1]?.getAttribute('href')).toBe('https://example.com/terms');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(label.querySelector('i')).toBeNull();
    expect(label.textContent).toContain('<i>now</i>');
  });

  it('is a labelled, required checkbox that must be accepted', async () => {
    const user = userEvent.setup();
    renderSchemaForm({ page: 'terms', formData: { nickName: 'lucky_7' } }, i18nWithTerms('I accept the terms'));
    const checkbox = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(checkbox.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('You must accept to continue.')).not.toHaveLength(0);
    await user.click(checkbox);
    expect((checkbox as HTMLInputElement).checked).toBe(true);
  });
});
