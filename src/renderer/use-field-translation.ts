import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

interface Channel {
  version: number;
  listeners: Set<() => void>;
}

const channels = new WeakMap<I18n, Channel>();

/** One listener pair per i18n instance (not per field): the language changed, or resources were added. */
function channelOf(instance: I18n): Channel {
  const known = channels.get(instance);
  if (known) return known;
  const channel: Channel = { version: 0, listeners: new Set() };
  const bump = () => {
    channel.version += 1;
    for (const listener of [...channel.listeners]) listener();
  };
  instance.on('languageChanged', bump);
  // what react-i18next's `bindI18nStore: 'added'` re-renders for: a language's namespace or a CMS override arriving
  instance.store.on('added', bump);
  channels.set(instance, channel);
  return channel;
}

/**
 * The text of a namespaced key ("forms:email.label") in the current language, read straight from
 * the store when it is a plain string (no interpolation, no nesting); otherwise undefined, and
 * i18next's own `t` (fallbacks, missing keys, options) answers. i18next's full translate path was
 * a tenth of mounting a 200-field form, nearly all of it for plain labels (issue 18 profile).
 */
function plainText(instance: I18n, key: string): string | undefined {
  const colon = key.indexOf(':');
  if (colon <= 0 || !instance.language) return undefined;
  const value: unknown = instance.getResource(instance.language, key.slice(0, colon), key.slice(colon + 1));
  return typeof value === 'string' && value !== '' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
}

/** i18next's fixed `t`, with plain texts of namespaced keys called without options read directly. */
function withPlainTexts(instance: I18n, fixed: TFunction): TFunction {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const t = (...args: unknown[]): unknown => {
    const [key] = args;
    if (args.length === 1 && typeof key === 'string') {
      const text = plainText(instance, key);
      if (text !== undefined) return text;
    }
    return call(...args);
  };
  return t as unknown as TFunction;
}

/**
 * `useTranslation()` for what renders once per field (templates, widgets): the same `t` (the
 * default namespace, the current language) and the same re-render on a language change or new
 * resources, without react-i18next's per-component i18n wrapper — creating it (it copies every
 * own property of the i18n instance) was a fifth of a 200-field form's mount (issue 18 profile).
 */
export function useFieldTranslation(): { t: TFunction; i18n: I18n } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const channel = channelOf(instance);
  const subscribe = useCallback(
    (listener: () => void) => {
      channel.listeners.add(listener);
      return () => {
        channel.listeners.delete(listener);
      };
    },
    [channel],
  );
  const version = useSyncExternalStore(subscribe, () => channel.version);
  const t = useMemo(() => {
    const defaultNs: unknown = instance.options.defaultNS;
    const first: unknown = Array.isArray(defaultNs) ? defaultNs[0] : defaultNs;
    const fixed: TFunction = instance.getFixedT(null, typeof first === 'string' ? first : null);
    return withPlainTexts(instance, fixed);
    // a new `t` per language or resource change, as useTranslation gives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, version]);
  return { t, i18n: instance };
}
