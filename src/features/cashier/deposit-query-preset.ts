/** What the deposit page's address may preset (spec 2 §2): the bonus and the amount. */
export interface DepositPreset {
  amount?: string;
  campaignId?: number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;

const AMOUNT = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
const CAMPAIGN = /^[1-9][0-9]{0,9}$/;
/** sessionStorage flags: the amount is applied once per session, a campaign once per session and campaign (its id is kept) */
export const APPLIED_KEYS = { amount: 'deposit:query-amount-applied', campaign: 'deposit:query-campaign-applied' } as const;

/**
 * The `amount` and `campaign` query parameters of /payment/deposit (spec 2 §2; `campaignId` is the
 * promotion card's Deposit link, spec 3 §2, read the same): `take` returns those not yet applied in
 * this browser session and well formed, and marks them applied; a campaign is taken only when it is
 * one of the campaigns offered for the chosen method (`offered`), else ignored without a word.
 * Later visits in the same session get nothing, so what the player changes is never overwritten —
 * except a campaign not applied before: a second promotion's Deposit link still preselects its own.
 */
export function depositQueryPreset(query: URLSearchParams, storage: SessionStorage | undefined) {
  const amount = query.get('amount');
  const campaign = query.get('campaignId') ?? query.get('campaign');
  const applied = (key: string, value = '1') => {
    try {
      return storage?.getItem(key) === value;
    } catch {
      return false;
    }
  };
  const mark = (key: string, value = '1') => {
    try {
      storage?.setItem(key, value);
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
      if (campaignId !== undefined && offered.includes(campaignId) && !applied(APPLIED_KEYS.campaign, String(campaignId))) {
        preset.campaignId = campaignId;
        mark(APPLIED_KEYS.campaign, String(campaignId));
      }
      return preset;
    },
  };
}
