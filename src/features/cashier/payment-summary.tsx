import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../../engine/variant-axes';
import { formatAmount } from '../../renderer/widgets/format-amount';

/** The figures both directions show: what leaves, the fee and what arrives, as decimal strings. */
export interface SummaryFigures {
  youPay: string;
  fee: string;
  youGet: string;
  feeStrategy: 'included' | 'added';
}

interface PaymentSummaryProps {
  direction: Direction;
  summary: SummaryFigures;
  currency: string;
  /** i18n keys (cashier namespace) of the first and last line: "You pay" / "You withdraw", "You get" */
  payLabel: string;
  getLabel: string;
  /** further lines (the deposit's bonuses) */
  children?: ReactNode;
}

/** The summary of a payment as the player types (spec 2 §2, §9): the fee included or added, announced politely. */
export function PaymentSummary({ direction, summary, currency, payLabel, getLabel, children }: PaymentSummaryProps) {
  const { t } = useTranslation('cashier');
  const titleId = `${direction}-summary-title`;
  const feeNote = summary.feeStrategy === 'added' ? t('summary.feeAdded') : t('summary.feeIncluded');
  return (
    <section className="cashier-summary" aria-labelledby={titleId} aria-live="polite">
      <h2 id={titleId} className="cashier-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="cashier-summary__list">
        <div>
          <dt>{t(payLabel)}</dt>
          <dd>{formatAmount(summary.youPay, currency)}</dd>
        </div>
        <div>
          <dt>{t('summary.fee')}</dt>
          <dd>
            {formatAmount(summary.fee, currency)} ({feeNote})
          </dd>
        </div>
        <div>
          <dt>{t(getLabel)}</dt>
          <dd>{formatAmount(summary.youGet, currency)}</dd>
        </div>
        {children}
      </dl>
    </section>
  );
}
