import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface BonusForfeitDialogProps {
  /** the bonus's title, named in the question */
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Forfeit this bonus?" as a modal `<dialog>`: what the player loses, then Forfeit bonus or Keep the
 * bonus. Escape keeps it; focus starts on Keep (the safe answer) and returns where it was.
 */
export function BonusForfeitDialog({ title, busy, onConfirm, onCancel }: BonusForfeitDialogProps) {
  const { t } = useTranslation('bonuses');
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    keep.current?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      previous?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="password-dialog bonuses__forfeit-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{t('bonuses.forfeitTitle', { title })}</h2>
      <p id={`${id}-text`}>{t('bonuses.forfeitText')}</p>
      <div className="password-dialog__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {t('bonuses.forfeitConfirm')}
        </button>
        <button ref={keep} type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('bonuses.forfeitKeep')}
        </button>
      </div>
    </dialog>
  );
}
