/** What the deposit page's address may preset (spec 2 §2): the bonus and the amount. */
export interface DepositPreset {
  amount?: string;
  campaignId?: number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
const CAMPAIGN = /^[1-9][0-9]{0,9}$/;
/** sessionStorage flags: each parameter is applied only once per session */
export const APPLIED_KEYS = { amount: 'deposit:query-amount-applied', campaign: 'deposit:query-campaign-applied' } as const;

/**
 * The `amount` and `campaign` query parameters of /payment/deposit (spec 2 §2): `take` returns
 * those not yet applied in this browser session and well formed, and marks them applied; a
 * campaign is taken only when it is one of the campaigns offered (`offered`). Later visits in the
 * same session get nothing, so what the player changes is never overwritten.
 */
export function depositQueryPreset(query: URLSearchParams, storage: SessionStorage | undefined) {
  const amount = query.get('amount');
  const campaign = query.get('campaign');
  const applied = (key: string) => {
    try {
      return storage?.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  const mark = (key: string) => {
    try {
      storage?.setItem(key, '1');
    } catch {
      // storage refused (private mode): the parameter is applied on this visit
    }
  };
  return {
    take(offered: readonly number[]): DepositPreset {
      const preset: DepositPreset = {};
      if (amount !== null && AMOUNT.test(amount) && !applied(APPLIED_KEYS.amount)) {
        preset.amount = amount;
        mark(APPLIED_KEYS.amount);
      }
      const campaignId = campaign !== null && CAMPAIGN.test(campaign) ? Number(campaign) : undefined;
      if (campaignId !== undefined && offered.includes(campaignId) && !applied(APPLIED_KEYS.campaign)) {
        preset.campaignId = campaignId;
        mark(APPLIED_KEYS.campaign);
      }
      return preset;
    },
  };
}
