import { render, screen } from '@testing-library/react';
import type { BackendModule, ReadCallback } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { NamespaceGate } from '../../../src/app/routes/namespace-gate';
import { createSiteI18n } from '../../../src/i18n/create-site-i18n';
import { languageBackend } from '../../../src/i18n/language-backend';

/** The real backend, answering only when the test releases it (or failing every read). */
function heldBackend({ fail = false } = {}) {
  const reads: string[] = [];
  const held: (() => void)[] = [];
  const real = languageBackend();
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      reads.push(`${language}/${namespace}`);
      held.push(() => (fail ? callback(new Error('offline'), false) : real.read(language, namespace, callback)));
    },
  };
  return { backend, reads, release: () => held.splice(0).forEach((go) => go()) };
}

/** A page that records the text of every render: what its first paint showed. */
function probe() {
  const rendered: string[] = [];
  function LimitsTitle() {
    const { t } = useTranslation('limits');
    const title = t('page.title');
    rendered.push(title);
    return <h1>{title}</h1>;
  }
  return { rendered, LimitsTitle };
}

describe('NamespaceGate', () => {
  it("renders the page only once its namespace is loaded: its first paint has the texts, never a raw key", async () => {
    const { backend, reads, release } = heldBackend();
    const i18n = await createSiteI18n('en', backend);
    const { rendered, LimitsTitle } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceGate namespaces={['limits']} fallback={<p role="status">waiting</p>}>
          <LimitsTitle />
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect((screen.getByRole('status')).textContent).toContain('waiting');
    expect(rendered).toEqual([]);
    expect(reads).toEqual(['en/limits']);
    release();
    expect((await screen.findByRole('heading')).textContent).toContain('Responsible gambling limits');
    expect(rendered[0]).toBe('Responsible gambling limits');
    expect(document.body.textContent).not.toContain('page.title');
  });

  it('loads the path language and the default one, and paints in the path language first', async () => {
    const i18n = await createSiteI18n('hu');
    const { rendered, LimitsTitle } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceGate namespaces={['limits']} fallback={<p role="status">waiting</p>}>
          <LimitsTitle />
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toContain('Felelős játék – limitek');
    expect(rendered[0]).toBe('Felelős játék – limitek');
    expect(i18n.hasResourceBundle('en', 'limits')).toBe(true);
  });

  it('shows the connectivity notice, not raw keys, when the namespace does not load', async () => {
    const { backend, release } = heldBackend({ fail: true });
    const i18n = await createSiteI18n('en', backend);
    const { rendered, LimitsTitle } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceGate namespaces={['limits']} fallback={<p role="status">waiting</p>}>
          <LimitsTitle />
        </NamespaceGate>
      </I18nextProvider>,
    );
    release();
    expect((await screen.findByRole('alert')).textContent).toContain(i18n.t('startup:loadFailure.connectivity'));
    expect(rendered).toEqual([]);
  });

  it('shows the time-out notice when the namespace takes longer than the lazy-load limit', async () => {
    const { backend } = heldBackend();
    const i18n = await createSiteI18n('en', backend);
    const { rendered, LimitsTitle } = probe();
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceGate namespaces={['limits']} fallback={<p role="status">waiting</p>} timeoutMs={20}>
          <LimitsTitle />
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(i18n.t('startup:loadFailure.timeout'));
    expect(rendered).toEqual([]);
  });

  it('renders at once what the shell already has', async () => {
    const { backend, reads } = heldBackend();
    const i18n = await createSiteI18n('en', backend);
    render(
      <I18nextProvider i18n={i18n}>
        <NamespaceGate namespaces={[]} fallback={<p role="status">waiting</p>}>
          <p>page</p>
        </NamespaceGate>
      </I18nextProvider>,
    );
    expect(screen.getByText('page').tagName).toBe('P');
    expect(reads).toEqual([]);
  });
});
