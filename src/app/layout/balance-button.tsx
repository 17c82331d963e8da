import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../catalogues/format-money';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';

interface BalanceButtonProps {
  onLogout: () => void;
}

/** Nickname and balance; opens a popover and refreshes account details (100 ms, spec 3 §4). */
export const BalanceButton = observer(function BalanceButton({ onLogout }: BalanceButtonProps) {
  const { t } = useTranslation('shell');
  const { session, wallet, player } = useRootStore();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  const balance =
    wallet.balance !== null && wallet.currency !== null ? formatMoney(wallet.balance, wallet.currency) : '';

  const toggle = () => {
    if (!open) void player.loadDetails({ timeoutMs: 100 });
    setOpen(!open);
  };

  return (
    <div
      ref={root}
      className="balance"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <button
        type="button"
        className="balance__button"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={t('header.balanceButton', { nickname: session.nickname, balance })}
        onClick={toggle}
      >
        <span className="balance__nickname">{session.nickname}</span>
        <span className="balance__amount" data-testid="header-balance">
          {balance}
        </span>
      </button>
      <div id={popoverId} className="balance__popover" hidden={!open}>
        <p className="balance__popover-nickname">{session.nickname}</p>
        <p className="balance__popover-amount">
          <span>{t('header.balance')}</span>
          <strong data-testid="popover-balance">{balance}</strong>
        </p>
        <Link className="button button--primary" to={localize('/payment/deposit')} onClick={() => setOpen(false)}>
          {t('header.deposit')}
        </Link>
        <Link className="button" to={localize('/payment/withdrawal')} onClick={() => setOpen(false)}>
          {t('header.withdraw')}
        </Link>
        <button type="button" className="button button--ghost" onClick={onLogout}>
          {t('header.logout')}
        </button>
      </div>
    </div>
  );
});
