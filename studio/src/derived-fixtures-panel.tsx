import { useTranslation } from 'react-i18next';
import type { DerivedFixtureChange } from './derived-fixture-changes';

interface DerivedFixturesPanelProps {
  changes: readonly DerivedFixtureChange[];
  /** writes the changed fixtures (through the checked save) */
  onKeep: () => void;
  /** leaves the files as they are */
  onDiscard: () => void;
  busy: boolean;
}

/**
 * The chain's derived fixtures after its content changed: what each would become (new file, data
 * fields added / removed / changed, the expectation flipped, expected errors added / removed), to
 * keep (write them) or discard (leave the files as they are).
 */
export function DerivedFixturesPanel({ changes, onKeep, onDiscard, busy }: DerivedFixturesPanelProps) {
  const { t } = useTranslation();
  const list = (key: string, items: readonly string[]) => (items.length > 0 ? <li>{t(key, { items: items.join(', ') })}</li> : null);
  return (
    <section className="derived-changes" aria-labelledby="derived-changes-title">
      <h4 id="derived-changes-title">{t('derived.title')}</h4>
      <ul>
        {changes.map((change) => (
          <li key={change.path}>
            <strong>{t(change.kind === 'new' ? 'derived.new' : 'derived.changed', { path: change.path })}</strong>
            <ul>
              {list('derived.fieldsAdded', change.fieldsAdded)}
              {list('derived.fieldsRemoved', change.fieldsRemoved)}
              {list('derived.fieldsChanged', change.fieldsChanged)}
              {change.validity && <li>{t(change.validity.after ? 'derived.nowValid' : 'derived.nowInvalid')}</li>}
              {list('derived.errorsAdded', change.errorsAdded)}
              {list('derived.errorsRemoved', change.errorsRemoved)}
            </ul>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onKeep} disabled={busy}>
        {t('derived.keep')}
      </button>
      <button type="button" onClick={onDiscard} disabled={busy}>
        {t('derived.discard')}
      </button>
    </section>
  );
}
