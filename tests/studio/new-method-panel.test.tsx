import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { NewMethodPanel } from '../../studio/src/new-method-panel';
import { studioClient } from '../../studio/src/studio-client';
import { studioI18n } from '../../studio/src/studio-i18n';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

function renderPanel(onCreated = vi.fn()) {
  vi.spyOn(studioClient, 'file').mockImplementation((path: string) => Promise.resolve({ path, exists: true, writable: true, text: read(path) }));
  render(
    <I18nextProvider i18n={studioI18n}>
      <NewMethodPanel directions={['deposit', 'withdrawal']} direction="deposit" overrides={{}} onCreated={onCreated} onClose={() => undefined} />
    </I18nextProvider>,
  );
  return onCreated;
}

function fill(platformIds: string) {
  const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Method id/, 'gift-card');
  type(/^Rule or provider behaviour/, 'Provider 990: a shop gift card.');
  type(/^Platform method ids/, platformIds);
  type('Name in English', 'Gift card');
  type('Name in Magyar', 'Ajándékkártya');
  type('Name in Svenska', 'Presentkort');
}

afterEach(() => {
  vi.restoreAllMocks();
});

// the first render loads i18next, React and the catalogue texts: seconds on a busy machine
describe('NewMethodPanel', { timeout: 20_000 }, () => {
  it('saves the catalogue entry, the overlay and the names in one checked save, then opens the overlay', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(studioClient, 'save').mockResolvedValue({ saved: true, errors: [], introduced: [] });
    const onCreated = renderPanel();
    fill('990001');
    await user.click(screen.getByRole('button', { name: 'Create the method' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('gift-card', 'deposit'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(Object.keys(save.mock.calls[0]?.[0] ?? {}).sort()).toEqual([
      'schemas/cashier/methods.json',
      'schemas/cashier/methods/gift-card/deposit.json',
      'src/i18n/locales/en/cashier.json',
      'src/i18n/locales/hu/cashier.json',
      'src/i18n/locales/sv/cashier.json',
    ]);
  });

  it('says what is wrong and saves nothing when the input is refused', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(studioClient, 'save');
    const onCreated = renderPanel();
    fill('1140001');
    await user.click(screen.getByRole('button', { name: 'Create the method' }));
    expect(await screen.findByText('Platform method id 1140001 is already described by card.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("lists the content check's problems when the server refuses the save", async () => {
    const user = userEvent.setup();
    vi.spyOn(studioClient, 'save').mockResolvedValue({
      saved: false,
      errors: [],
      introduced: [{ file: 'schemas/cashier/methods.json', pointer: '/methods/gift-card/label', message: 'unknown i18n key "cashier:methods.gift-card"' }],
    });
    const onCreated = renderPanel();
    fill('990001');
    await user.click(screen.getByRole('button', { name: 'Create the method' }));
    expect(await screen.findByText(/Nothing was saved: the change has 1 problem/)).toBeTruthy();
    expect(screen.getByText(/\/methods\/gift-card\/label: unknown i18n key/)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
