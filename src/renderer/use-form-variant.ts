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

/** Loads the precompiled variant of a form for the served market and refuses it when settings drifted. */
export function useFormVariant({ formId, market, be, fe, onDrift }: FormVariantRequest): FormVariantState {
  const [state, setState] = useState<FormVariantState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const loader = CONTENT_INDEX[formId]?.[market] ?? CONTENT_INDEX[formId]?.INT;
    if (!loader) {
      setState({ status: 'failed', error: new Error(`No compiled variant for form "${formId}" in market "${market}"`) });
      return;
    }
    setState({ status: 'loading' });
    loader().then(
      (loaded) => {
        if (!current) return;
        const paths = detectSettingsDrift(BINDINGS, loaded.variant.market, { be, fe }, loaded.variant.settingPaths);
        if (paths.length > 0) {
          onDrift({ formId, market: loaded.variant.market, paths });
          setState({ status: 'outdated', driftedPaths: paths });
          return;
        }
        setState({ status: 'ready', loaded });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // settings groups are replaced whole, so identity is the right dependency; onDrift is a report sink
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, market, be, fe]);

  return state;
}
