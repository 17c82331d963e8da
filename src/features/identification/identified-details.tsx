import { useTranslation } from 'react-i18next';
import type { IdentificationResult } from '../../api/endpoints';

const SHOWN = ['firstName', 'lastName', 'birthDate', 'gender', 'nationalIdNumber', 'country', 'email', 'phoneNumber'] as const;

/** The identified details, read-only, for "Confirm your details" (spec 1 §4 steps 3–4). */
export function IdentifiedDetails({ result }: { result: IdentificationResult | null }) {
  const { t } = useTranslation();
  const details = result?.details ?? {};
  const rows = SHOWN.flatMap((name) => {
    const value = name === 'gender' ? (details.gender ?? result?.gender) : details[name];
    if (typeof value !== 'string' || value === '') return [];
    const shown = name === 'gender' ? t(`forms:gender.${value}`, { defaultValue: value }) : value;
    return [
      <div key={name} className="identified-details__row">
        <dt>{t(`identification:details.${name}`)}</dt>
        <dd data-testid={`identified-${name}`}>{shown}</dd>
      </div>,
    ];
  });
  return <dl className="identified-details">{rows}</dl>;
}
