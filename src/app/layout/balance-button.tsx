import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../catalogues/format-money';
import { wageringProgress, type WageringUnitType } from '../../engine/wagering-progress';
import { ProgressRing } from '../../renderer/widgets/progress-ring';
import { useIsDesktop } from '../../ui/use-is-desktop';
import { useLocalize } from '../hooks/use-localize';
import { useRootStore } from '../hooks/use-root-store';

interface BalanceButtonProps {
  onLogout: () => void;
}

/** The popover's account links (spec 3 §2), in this order. */
const ACCOUNT_LINKS = [
  { path: '/my/profile', label: 'popover.profile' },
  { path: '/my/profile-account', label: 'popover.account' },
  { path: '/my/current-bonuses', label: 'popover.currentBonuses' },
  { path: '/my/available-bonuses', label: 'popover.availableBonuses' },
  { path: '/my/campaigns/loyalty', label: 'popover.loyalty' },
] as const;

function unitTypeOf(value: unknown): WageringUnitType {
  return value === 'amount' ? 'amount' : 'percent';
}

/**
 * The balance button (spec 3 §2): nickname, balance, free spins and the available bonus count;
 * it opens the balance popover — account links, Deposit and Withdrawal, the wagering requirement's
 * progress ring (percent left or amounts, by fe.balanceWageringRequirementUnitType) and logout —
 * and refreshes the account details (100 ms, spec 3 §4) and the wallet on every opening.
 */
export const BalanceButton = observer(function BalanceButton({ onLogout }: BalanceButtonProps) {
  const { t } = useTranslation('shell');
  const { session, wallet, player, settings } = useRootStore();
  const localize = useLocalize();
  const desktop = useIsDesktop();
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

  const currency = wallet.currency;
  const money = (amount: string) => (currency === null ? amount : formatMoney(amount, currency));
  const balance = wallet.balance !== null && currency !== null ? money(wallet.balance) : '';
  const freeSpins = wallet.wallet?.freeSpins ?? 0;
  const bonusCount = player.details?.availableBonusCount ?? 0;
  const wagering = wageringProgress(wallet.wallet?.currentTurnover, wallet.wallet?.totalTurnover);
  const unitType = unitTypeOf(settings.feValue('balanceWageringRequirementUnitType'));
  const extras = [
    freeSpins > 0 ? t('header.freeSpins', { count: freeSpins }) : null,
    bonusCount > 0 ? t('header.bonuses', { count: bonusCount }) : null,
  ].filter((text): text is string => text !== null);
  const wageringText =
    wagering === null
      ? ''
      : unitType === 'percent'
        ? t('popover.wageringPercentLeft', { percent: wagering.percentLeft })
        : t('popover.wageringAmount', { current: money(wagering.current), total: money(wagering.total) });

  const toggle = () => {
    if (!open) {
      void player.loadDetails({ timeoutMs: 100 });
      void wallet.load();
    }
    setOpen(!open);
  };
  const close = () => setOpen(false);

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
        aria-label={[t('header.balanceButton', { nickname: session.nickname, balance }), ...extras].join(', ')}
        onClick={toggle}
      >
        <span className="balance__main">
          <span className="balance__nickname">{session.nickname}</span>
          <span className="balance__amount" data-testid="header-balance">
            {balance}
          </span>
        </span>
        {/* beside the balance on desktop; phones have no room: the popover and the button's name carry them */}
        {desktop && extras.length > 0 && (
          <span className="balance__extras">
            {extras.map((text) => (
              <span key={text}>{text}</span>
            ))}
          </span>
        )}
      </button>
      <div id={popoverId} className="balance__popover" hidden={!open}>
        <p className="balance__popover-nickname">{session.nickname}</p>
        <p className="balance__popover-amount">
          <span>{t('header.balance')}</span>
          <strong data-testid="popover-balance">{balance}</strong>
        </p>
        {extras.length > 0 && (
          <ul className="balance__popover-extras">
            {extras.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {wagering !== null && (
          <div className="balance__wagering">
            <ProgressRing
              value={wagering.percentDone}
              max={100}
              role="progressbar"
              size={64}
              label={t('popover.wagering')}
              valueText={wageringText}
              centre={`${unitType === 'percent' ? wagering.percentLeft : wagering.percentDone}%`}
            />
            <p className="balance__wagering-text">
              <span className="balance__wagering-title">{t('popover.wagering')}</span>
              <span data-testid="wagering-text">{wageringText}</span>
            </p>
          </div>
        )}
        <nav aria-label={t('popover.accountLinks')}>
          <ul className="balance__links">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localize(link.path)} onClick={close}>
                  {t(link.label)}
                  {link.path === '/my/available-bonuses' && bonusCount > 0 && <span className="balance__count"> ({bonusCount})</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="balance__cashier">
          <Link className="button button--primary" to={localize('/payment/deposit')} onClick={close}>
            {t('header.deposit')}
          </Link>
          <Link className="button" to={localize('/payment/withdrawal')} onClick={close}>
            {t('header.withdraw')}
          </Link>
        </div>
        <button type="button" className="button button--ghost" onClick={onLogout}>
          {t('header.logout')}
        </button>
      </div>
    </div>
  );
});
