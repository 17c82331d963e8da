import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioLanguage } from './content-i18n-keys';
import { missingTranslations, splitKey, withTranslation } from './content-i18n-keys';
import { generatedNote } from './generated-note';
import type { SaveResult } from './studio-client';
import { studioClient } from './studio-client';

interface TranslationsPanelProps {
  /** the edited content text (saved or not) */
  text: string;
  savedAt: number;
  onSaved: () => void;
}

type Drafts = Record<string, Partial<Record<StudioLanguage, string>>>;

const localeFile = (language: string, namespace: string) => `src/i18n/locales/${language}/${namespace}.json`;

/**
 * The i18n keys the edited content names that some language lacks, with en / hu / sv inputs. Saving
 * writes every namespace file in one checked save and only when each missing key has all of its
 * languages, so key parity holds afterwards.
 */
export function TranslationsPanel({ text, savedAt, onSaved }: TranslationsPanelProps) {
  const { t } = useTranslation();
  const [resources, setResources] = useState<Record<string, Record<string, unknown>>>();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [result, setResult] = useState<{ kind: 'ok' | 'refused'; text: string }>();
  /** the content text whose texts were saved last */
  const [savedFor, setSavedFor] = useState<string>();

  useEffect(() => {
    let current = true;
    studioClient.locales().then(
      (loaded) => current && setResources(loaded),
      (error: unknown) => current && setResult({ kind: 'refused', text: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [savedAt]);

  const missing = useMemo(() => (resources ? missingTranslations(text, resources) : new Map<string, StudioLanguage[]>()), [resources, text]);
  // the texts are saved, so nothing is missing any more: the confirmation stays until the content changes
  if (missing.size === 0) {
    return result?.kind === 'ok' && savedFor === text ? (
      <p role="status" className="message-ok">
        {result.text}
      </p>
    ) : null;
  }
  const complete = [...missing].every(([key, languages]) => languages.every((language) => (drafts[key]?.[language] ?? '').trim() !== ''));

  const save = async () => {
    const files = new Map<string, string>();
    try {
      for (const [key, languages] of missing) {
        const { namespace, path } = splitKey(key);
        for (const language of languages) {
          const file = localeFile(language, namespace);
          const before = files.get(file) ?? (await studioClient.file(file)).text;
          files.set(file, withTranslation(before, path, (drafts[key]?.[language] ?? '').trim()));
        }
      }
      const saved: SaveResult = await studioClient.save(Object.fromEntries(files));
      if (saved.saved) {
        setDrafts({});
        const note = generatedNote(t, saved);
        setResult({ kind: saved.generateError === undefined ? 'ok' : 'refused', text: note === '' ? t('translations.saved', { count: files.size }) : `${t('translations.saved', { count: files.size })} ${note}` });
        setSavedFor(text);
        onSaved();
      } else setResult({ kind: 'refused', text: t('translations.refused', { problems: saved.introduced.map((error) => `${error.file}: ${error.pointer} ${error.message}`).join('; ') }) });
    } catch (error) {
      setResult({ kind: 'refused', text: String(error) });
    }
  };

  return (
    <section className="translations" aria-labelledby="translations-title">
      <h3 id="translations-title">{t('translations.title', { count: missing.size })}</h3>
      {[...missing].map(([key, languages]) => (
        <fieldset key={key}>
          <legend>
            <code>{key}</code>
          </legend>
          {languages.map((language) => (
            <label key={language}>
              {t('translations.input', { language })}
              <input
                lang={language}
                value={drafts[key]?.[language] ?? ''}
                onChange={(event) => setDrafts((current) => ({ ...current, [key]: { ...current[key], [language]: event.target.value } }))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <button type="button" onClick={() => void save()} disabled={!complete}>
        {t('translations.save')}
      </button>
      {result && (
        <p role={result.kind === 'refused' ? 'alert' : 'status'} className={`message-${result.kind}`}>
          {result.text}
        </p>
      )}
    </section>
  );
}
