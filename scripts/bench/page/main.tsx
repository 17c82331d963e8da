import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BENCH_VALIDATORS } from 'virtual:bench-validators';
import type { ReactNode } from 'react';
import { settingsFor } from '../../../src/engine/settings-for';
import type { ResolvedVariant } from '../../../src/engine/resolved-variant';
import { loadVariant } from '../../../src/generated/content-index';
import { createI18n } from '../../../src/i18n/i18n';
import '../../../src/renderer/schema-form.css';
import { syntheticFields, syntheticFormId, syntheticSchema, syntheticTexts, syntheticUi } from '../synthetic-form';
import { measureMount, waitForSamples, watchInput, type BenchState } from './measure';
import { OursForm } from './peers/ours-form';
import { PlainForm } from './peers/plain-form';
import { RhfForm } from './peers/rhf-form';
import { RjsfForm } from './peers/rjsf-form';

type Mode = 'keys' | 'blur' | 'off';
const state: BenchState = { keystrokes: [], blurs: [] };
let mode: Mode = 'off';
Object.assign(window, {
  __bench: state,
  __benchMode: (next: Mode) => {
    mode = next;
  },
  __benchWait: (kind: 'keystrokes' | 'blurs', count: number) => waitForSamples(state, kind, count),
});
watchInput(state, () => mode);

async function element(peer: string, size: number): Promise<ReactNode> {
  const settings = settingsFor('INT');
  const i18n = createI18n('en');
  if (peer === 'registration') {
    const { variant, validateFns } = await loadVariant('registration', { market: 'INT' });
    const pages = variant.ui['ui:pages'];
    const page = Array.isArray(pages) ? (pages[0] as { id?: string } | undefined)?.id : undefined;
    return (
      <I18nextProvider i18n={i18n}>
        <OursForm variant={variant} validateFns={validateFns} settings={settings} page={page} inputs={{ campaigns: [] }} />
      </I18nextProvider>
    );
  }
  const fields = syntheticFields(size);
  switch (peer) {
    case 'plain':
      return <PlainForm fields={fields} />;
    case 'rhf':
      return <RhfForm fields={fields} />;
    case 'rjsf':
    case 'rjsf-live':
      return <RjsfForm schema={syntheticSchema(size, 'labels')} live={peer === 'rjsf' ? 'onBlur' : 'onChange'} />;
    case 'ours': {
      const load = BENCH_VALIDATORS[size];
      if (!load) throw new Error(`no bench validator for ${size} fields`);
      const validateFns = (await load()).default;
      i18n.addResourceBundle('en', 'bench', syntheticTexts(size));
      const variant: ResolvedVariant = {
        formId: syntheticFormId(size),
        market: 'INT',
        schema: syntheticSchema(size, 'keys') as ResolvedVariant['schema'],
        ui: syntheticUi(size) as ResolvedVariant['ui'],
        settingPaths: [],
      };
      return (
        <I18nextProvider i18n={i18n}>
          <OursForm variant={variant} validateFns={validateFns} settings={settings} />
        </I18nextProvider>
      );
    }
    default:
      throw new Error(`unknown bench peer "${peer}"`);
  }
}

async function start(): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const tree = await element(query.get('peer') ?? '', Number(query.get('size') ?? '0'));
  const root = createRoot(container);
  await measureMount(() => flushSync(() => root.render(tree)), state);
}

start().catch((error: unknown) => {
  state.error = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
});
