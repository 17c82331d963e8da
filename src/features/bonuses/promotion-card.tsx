import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../api/endpoints';
import type { Translate } from '../../api/localize-api-error';
import { formatMoney } from '../../catalogues/format-money';
import { promotionBonusLines, type PromotionBonusLine } from './promotion-bonus-lines';
import { promotionWagering } from './promotion-wagering';

/** The banner a campaign without one shows (spec 3 §2 "default banner if none"). */
export const DEFAULT_PROMOTION_BANNER = '/brand/promotion-banner.svg';

interface PromotionCardProps {
  promotion: Promotion;
  /** a line under the title, e.g. until when an available bonus can be claimed */
  note?: ReactNode;
  /** the card's footer: the deposit button, opt-in or claim */
  footer: ReactNode;
  /** the card's own refusal (opt-in or claim answered 400–405, a lost answer) */
  error?: string | null;
}

/**
 * A promotion card (spec 3 §2): banner (the default one when the campaign has none or it fails to
 * load), title, one line per bonus with its fixed amount or percentage, the wagering requirement,
 * the conditions (minimum deposit, maximum winnings), then the footer.
 */
export function PromotionCard({ promotion, note, footer, error }: PromotionCardProps) {
  const { t } = useTranslation('bonuses');
  const lines = promotionBonusLines(promotion);
  const wagering = promotionWagering(promotion);
  const money = (amount: string) => formatMoney(amount, promotion.currency);
  const titleId = `promotion-${promotion.campaignId}-title`;
  return (
    <li className="promotion" aria-labelledby={titleId}>
      <img
        className="promotion__banner"
        src={promotion.bannerUri ?? DEFAULT_PROMOTION_BANNER}
        alt=""
        width={1200}
        height={480}
        loading="lazy"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_PROMOTION_BANNER)) event.currentTarget.src = DEFAULT_PROMOTION_BANNER;
        }}
      />
      <div className="promotion__body">
        <h2 id={titleId} className="promotion__title">
          {promotion.title}
        </h2>
        {note}
        <ul className="promotion__lines">
          {lines.map((line) => (
            <li key={line.bonusType}>
              <span className="promotion__type">{t(`bonuses.types.${line.bonusType}`)}:</span> {lineText(line, t, money)}
            </li>
          ))}
        </ul>
        <p className="promotion__wagering">{wagering ? t(`card.wagering.${wagering.base}`, { factor: wagering.factor }) : t('card.noWagering')}</p>
        {promotion.minDepositAmount !== null && <p className="promotion__condition">{t('card.minDeposit', { amount: money(promotion.minDepositAmount) })}</p>}
        {promotion.maxWinnings !== null && <p className="promotion__condition">{t('card.maxWinnings', { amount: money(promotion.maxWinnings) })}</p>}
        {error && (
          <p role="alert" className="bonuses__error">
            {error}
          </p>
        )}
      </div>
      <div className="promotion__footer">{footer}</div>
    </li>
  );
}

function lineText(line: PromotionBonusLine, t: Translate, money: (amount: string) => string): string {
  switch (line.kind) {
    case 'fixed':
      return money(line.amount);
    case 'percentage':
      return line.upTo === null ? t('card.percentage', { percentage: line.percentage }) : t('card.percentageUpTo', { percentage: line.percentage, amount: money(line.upTo) });
    case 'spins':
      return line.provider ? t('card.spinsOn', { count: line.count, provider: line.provider }) : t('card.spins', { count: line.count });
    case 'cashBack': {
      const text = t('card.cashBack', { amount: money(line.upTo), min: money(line.minBet), max: money(line.maxBet), percentage: line.percentage });
      return line.validityDays === null ? text : `${text} ${t('card.cashBackValidity', { count: line.validityDays })}`;
    }
    case 'poker':
      return t(`card.poker.${line.pokerType}`, { amount: money(line.amount), provider: line.provider });
  }
}
