/** An iDin bank as the mock serves it in `be.idinBanks`. */
export interface IdinBank {
  bic: string;
  name: string;
}

/** The Dutch banks of the iDin scheme the simulator offers with `?idinBanks=on`. */
export const IDIN_BANKS: readonly IdinBank[] = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'ASNBNL21', name: 'ASN Bank' },
  { bic: 'BUNQNL2A', name: 'bunq' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'RABONL2U', name: 'Rabobank' },
  { bic: 'RBRBNL21', name: 'RegioBank' },
  { bic: 'SNSBNL2A', name: 'SNS' },
  { bic: 'TRIONL2U', name: 'Triodos Bank' },
];

/**
 * The BICs of a served `be.idinBanks` list. The setting's entry shape is the platform's, so
 * both plain BIC strings and `{ bic }` objects count.
 */
export function idinBankBics(banks: unknown): string[] {
  if (!Array.isArray(banks)) return [];
  return banks.flatMap((bank: unknown) => {
    if (typeof bank === 'string') return [bank];
    if (typeof bank === 'object' && bank !== null && typeof (bank as { bic?: unknown }).bic === 'string') {
      return [(bank as { bic: string }).bic];
    }
    return [];
  });
}
