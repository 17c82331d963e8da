import { SOURCE_OF_FUNDS_TYPES, type SourceOfFundsData, type SourceOfFundsDeclaration, type SourceOfFundsType } from '../../api/endpoints';

/**
 * The types the player may declare (spec 1 §4 "Source of funds"): those whose status is not
 * approved or uploaded; when `validationType` names a rejected or null-status type, only that one.
 */
export function offeredSofTypes(details: SourceOfFundsData | null, validationType: string | null): SourceOfFundsType[] {
  if (!details) return [];
  const statusOf = (type: SourceOfFundsType) => details.sofDetails[type]?.status ?? null;
  const named = SOURCE_OF_FUNDS_TYPES.find((type) => type === validationType);
  if (named !== undefined && (statusOf(named) === 'rejected' || statusOf(named) === null)) return [named];
  return SOURCE_OF_FUNDS_TYPES.filter((type) => statusOf(type) !== 'approved' && statusOf(type) !== 'uploaded');
}

/** The declaration the form data makes: one type (and the amount as a whole number when asked), or the checked types with their ranges. */
export function sofDeclaration(data: Record<string, unknown>, details: SourceOfFundsData, offered: readonly SourceOfFundsType[]): SourceOfFundsDeclaration {
  if (details.amountVersion === 'range') {
    const selectedTypes = offered
      .filter((type) => data[type] === true && typeof data[`${type}Range`] === 'string')
      .map((type) => ({ type, range: data[`${type}Range`] as string }));
    return { selectedTypes };
  }
  const type = offered.find((item) => item === data.sourceType);
  const amount = typeof data.amount === 'string' && /^[1-9][0-9]{0,11}$/.test(data.amount) ? Number(data.amount) : undefined;
  return { ...(type ? { type } : {}), ...(details.amountRequired && amount !== undefined ? { amount } : {}) };
}

/** The types a declaration covers (the documents are uploaded under the first). */
export function declaredTypes(declaration: SourceOfFundsDeclaration | null): SourceOfFundsType[] {
  if (!declaration) return [];
  if (declaration.selectedTypes) return declaration.selectedTypes.map((item) => item.type);
  return declaration.type ? [declaration.type] : [];
}
