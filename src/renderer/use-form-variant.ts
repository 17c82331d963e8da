import { useEffect, useState } from 'react';
import { detectSettingsDrift } from '../engine/detect-settings-drift';
import type { LoadedVariant } from '../engine/loaded-variant';
import type { SettingsBindings } from '../engine/settings-bindings';
import type { Direction } from '../engine/variant-axes';
import { findCompiledVariant, loadVariant } from '../generated/content-index';
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
  /** cashier forms: the payment method id of schemas/cashier/methods.json (none = the base field set) */
  method?: string;
  /** cashier forms: asserts the form's direction (deposit / withdrawal) */
  direction?: Direction;
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

type Lookup = { ok: true; key: string } | { ok: false; error: unknown };

function lookup(formId: string, market: string, method: string | undefined, direction: Direction | undefined): Lookup {
  try {
    return { ok: true, key: findCompiledVariant(formId, { market, method, direction }).key };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Loads the precompiled variant of a form for the served market (and payment method) and refuses
 * it when settings drifted. An unknown form, method or direction fails at once, naming it.
 */
export function useFormVariant({ formId, market, method, direction, be, fe, onDrift }: FormVariantRequest): FormVariantState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const found = lookup(formId, market, method, direction);
  const chainKey = found.ok ? found.key : null;

  useEffect(() => {
    if (chainKey === null) return;
    const request = [formId, market, method, direction, be, fe];
    let current = true;
    loadVariant(formId, { market, method, direction }).then(
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
  }, [chainKey, formId, market, method, direction, be, fe]);

  if (!found.ok) return { status: 'failed', error: found.error };
  const request = [formId, market, method, direction, be, fe];
  const isCurrent = settled !== null && settled.request.every((part, index) => part === request[index]);
  return isCurrent ? settled.state : { status: 'loading' };
}
