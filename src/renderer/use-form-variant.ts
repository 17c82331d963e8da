import { useEffect, useState } from 'react';
import { detectSettingsDrift } from '../engine/detect-settings-drift';
import type { LoadedVariant } from '../engine/loaded-variant';
import type { SettingsBindings } from '../engine/settings-bindings';
import { CONTENT_INDEX } from '../generated/content-index';
import settingsBindings from '../generated/settings-bindings.json';

export type FormVariantState =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedVariant }
  /** the server serves settings this variant was not compiled with: never validate with stale rules */
  | { status: 'outdated'; driftedPaths: string[] }
  | { status: 'failed'; error: unknown };

export interface FormVariantRequest {
  formId: string;
  /** the market the served settings belong to (fe.market) */
  market: string;
  /** the served settings groups */
  be: unknown;
  fe: unknown;
  onDrift: (report: { formId: string; market: string; paths: string[] }) => void;
}

const BINDINGS = settingsBindings as SettingsBindings;

interface Settled {
  request: readonly unknown[];
  state: FormVariantState;
}

/** Loads the precompiled variant of a form for the served market and refuses it when settings drifted. */
export function useFormVariant({ formId, market, be, fe, onDrift }: FormVariantRequest): FormVariantState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const loader = CONTENT_INDEX[formId]?.[market] ?? CONTENT_INDEX[formId]?.INT;

  useEffect(() => {
    if (!loader) return;
    const request = [formId, market, be, fe];
    let current = true;
    loader().then(
      (loaded) => {
        if (!current) return;
        const paths = detectSettingsDrift(BINDINGS, loaded.variant.market, { be, fe }, loaded.variant.settingPaths);
        if (paths.length > 0) onDrift({ formId, market: loaded.variant.market, paths });
        setSettled({ request, state: paths.length > 0 ? { status: 'outdated', driftedPaths: paths } : { status: 'ready', loaded } });
      },
      (error: unknown) => {
        if (current) setSettled({ request, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
    // settings groups are replaced whole, so identity is the right dependency; onDrift is a report sink
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, formId, market, be, fe]);

  if (!loader) return { status: 'failed', error: new Error(`No compiled variant for form "${formId}" in market "${market}"`) };
  const request = [formId, market, be, fe];
  const isCurrent = settled !== null && settled.request.every((part, index) => part === request[index]);
  return isCurrent ? settled.state : { status: 'loading' };
}
