import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TerminalQrCode } from '../../../src/features/cashier/terminal-qr-code';
import { qrCodePath } from '../../../src/engine/cashier/qr-code-path';
import { createI18n } from '../../../src/i18n/i18n';

function renderCode(language: 'en' | 'hu' | 'sv', text: string, reference: string) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <TerminalQrCode text={text} reference={reference} />
    </I18nextProvider>,
  );
}

describe('TerminalQrCode (spec 2 §9, 950001)', () => {
  const text = 'TERMINALPAY|dep-1a2b3c4d|5000.00|HUF';

  it('is an SVG image named for screen readers, drawn from the code matrix, with the reference as text', () => {
    const { container } = renderCode('en', text, 'dep-1a2b3c4d');
    const image = screen.getByRole('img', { name: 'Scan this code at the terminal' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const drawn = qrCodePath(text);
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${drawn?.size} ${drawn?.size}`);
    expect(image.querySelector('path')?.getAttribute('d')).toBe(drawn?.path);
    expect(screen.getByText('If the terminal cannot read the code, enter this reference: dep-1a2b3c4d')).toBeTruthy();
    // nothing parsed as HTML, no image URL (strict CSP)
    expect(container.querySelector('img, foreignObject, image, script')).toBeNull();
  });

  it('is translated (hu)', () => {
    renderCode('hu', text, 'dep-9');
    expect(screen.getByRole('img', { name: 'Olvasd be ezt a kódot a terminálnál' })).toBeTruthy();
    expect(screen.getByText(/add meg ezt a hivatkozási számot: dep-9/)).toBeTruthy();
  });

  it('draws nothing for an empty code text', () => {
    const { container } = renderCode('en', '', 'dep-9');
    expect(container.innerHTML).toBe('');
  });
});
