import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorSummaryItem {
  key: string;
  message: string;
  /** translated field label, when the error belongs to a known field */
  label?: string;
  /** id of the field's control; the item links to it */
  targetId?: string;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  event.preventDefault();
  const target =
    document.getElementById(targetId) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(targetId)}-"]`);
  target?.focus();
}

/**
 * The form-level list of problems. The live region stays mounted so screen readers announce the
 * list when it fills (after a failed submit, or when the server reports errors no field shows).
 */
export function ErrorSummary({ id, items }: { id: string; items: readonly ErrorSummaryItem[] }) {
  const { t } = useTranslation();
  return (
    <div className="sf-summary-region" role="alert" aria-atomic="true">
      {items.length > 0 && (
        <div id={id} className="sf-summary" tabIndex={-1}>
          <p className="sf-summary__title">{t('renderer:summary.title')}</p>
          <ul className="sf-summary__list">
            {items.map((item) => {
              const text = item.label ? t('renderer:summary.item', { label: item.label, message: item.message }) : item.message;
              return (
                <li key={item.key} className="sf-summary__item">
                  {item.targetId ? (
                    <a href={`#${item.targetId}`} className="sf-summary__link" onClick={(event) => focusTarget(event, item.targetId ?? '')}>
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
