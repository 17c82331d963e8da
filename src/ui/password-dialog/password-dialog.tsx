import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './password-dialog.css';

export interface PasswordDialogProps {
  /** the player has a password (session `hasPassword`); without one the dialog only asks to confirm */
  hasPassword: boolean;
  /** what is being confirmed, already translated ("Confirm your withdrawal of 10.000 HUF.") */
  text: string;
  /** Continue: the password typed, or undefined for a player without a password */
  onContinue: (password: string | undefined) => void;
  onCancel: () => void;
  /** the answer to the last try, already translated ("The password is wrong. You have 2 attempts left."), shown in the dialog */
  error?: string | null;
}

/**
 * The password confirmation (spec 2 §4 askPassword, spec 3 §6, issue 16 §1) as a modal `<dialog>`:
 * title Password, the text of what is confirmed, the password field, Continue and Cancel. A player
 * without a password (pay-and-play) sees the confirmation text only. The password stays in the
 * dialog until Continue hands it over; it is never stored. Escape is Cancel; focus starts in the
 * field (or on Continue) and returns where it was when the dialog closes.
 */
export function PasswordDialog({ hasPassword, text, onContinue, onCancel, error = null }: PasswordDialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      previous?.focus();
    };
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasPassword) return onContinue(undefined);
    if (password === '') return setMissing(true);
    onContinue(password);
  };
  const errorId = `${id}-error`;
  const answerId = `${id}-answer`;
  return (
    <dialog
      ref={dialog}
      className="password-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t('passwordDialog.title')}</h2>
        <p id={`${id}-text`}>{text}</p>
        {error && (
          <p id={answerId} className="password-dialog__error" role="alert">
            {error}
          </p>
        )}
        {hasPassword && (
          <div className="sf-field">
            <label htmlFor={`${id}-password`}>{t('passwordDialog.label')}</label>
            <input
              id={`${id}-password`}
              className="sf-input"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              aria-invalid={missing}
              aria-describedby={[missing ? errorId : '', error ? answerId : ''].filter(Boolean).join(' ') || undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={errorId} className="sf-field__error" role="alert">
                {t('passwordDialog.required')}
              </p>
            )}
          </div>
        )}
        <div className="password-dialog__actions">
          <button type="submit" className="button button--primary">
            {t('actions.continue')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
