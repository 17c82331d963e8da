import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/dialog';
import type { CookieConsentStore } from './cookie-consent-store';

interface ConsentDialogProps {
  consent: CookieConsentStore;
}

/**
 * The category choice: one checkbox per category in use, the necessary one checked and locked;
 * keyboard and focus handling are the shell's Dialog (Escape closes without saving).
 */
export const ConsentDialog = observer(function ConsentDialog({ consent }: ConsentDialogProps) {
  const { t } = useTranslation('cookies');
  const baseId = useId();
  const [chosen, setChosen] = useState(() => consent.categories.filter((item) => consent.isAccepted(item.id)).map((item) => item.id));

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current.filter((item) => item !== id), id] : current.filter((item) => item !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    consent.save(chosen);
  };

  return (
    <Dialog title={t('dialog.title')} closeLabel={t('dialog.close')} onClose={() => consent.closeDialog()}>
      <form className="consent-dialog" onSubmit={submit} data-testid="consent-dialog">
        <p>{t('dialog.text')}</p>
        <fieldset className="consent-dialog__categories">
          <legend className="consent-dialog__legend">{t('dialog.categories')}</legend>
          {consent.categories.map((item) => {
            const id = `${baseId}-${item.id}`;
            return (
              <div key={item.id} className="consent-dialog__category">
                <input
                  id={id}
                  type="checkbox"
                  checked={item.required || chosen.includes(item.id)}
                  disabled={item.required}
                  aria-describedby={`${id}-description`}
                  onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                />
                <label htmlFor={id}>
                  {t(`categories.${item.id}.title`)}
                  {item.required && <span className="consent-dialog__always"> ({t('dialog.alwaysOn')})</span>}
                </label>
                <p id={`${id}-description`} className="consent-dialog__description">
                  {t(`categories.${item.id}.description`)}
                  {item.cookies.length > 0 && ` ${t('dialog.cookies', { names: item.cookies.join(', ') })}`}
                </p>
              </div>
            );
          })}
        </fieldset>
        <div className="consent-dialog__actions">
          <button type="submit" className="button button--primary">
            {t('actions.save')}
          </button>
          <button type="button" className="button" onClick={() => consent.acceptAll()}>
            {t('actions.acceptAll')}
          </button>
        </div>
      </form>
    </Dialog>
  );
});
