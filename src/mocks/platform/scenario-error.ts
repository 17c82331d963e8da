import { ERROR_CATALOGUE } from '../../api/error-catalogue';
import { platformFailure, type PlatformFailure } from './platform-failure';

const SCENARIO_EMAIL = /^error([A-Za-z0-9_]+?)(?:-([A-Za-z0-9]+))?@example\.com$/i;

/**
 * `error<code>[-<variant>]@example.com` answers login and registration with that catalogue
 * code and typical details, so QA can reach every message by input (see SCENARIOS.md).
 */
export function scenarioError(email: string, now: Date): PlatformFailure | undefined {
  const match = SCENARIO_EMAIL.exec(email.trim());
  if (!match?.[1]) return undefined;
  const code = match[1];
  const catalogueCode = Object.keys(ERROR_CATALOGUE).find((known) => known.toLowerCase() === code.toLowerCase());
  if (!catalogueCode) return undefined;
  const errorCode = /^\d+$/.test(catalogueCode) ? Number(catalogueCode) : catalogueCode;
  return sampleFailure(errorCode, match[2]?.toLowerCase(), now);
}

function sampleFailure(errorCode: number | string, variant: string | undefined, now: Date): PlatformFailure {
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  switch (String(errorCode)) {
    case '104':
      return platformFailure(errorCode, { field: variant === 'fields' ? 'zipCode,city' : 'email' });
    case '107':
    case '109':
      return platformFailure(errorCode, { hackLimit: 5, hackCount: 2 });
    case '265':
      return platformFailure(errorCode, { hackLimit: 3, hackCount: 1 });
    case '112':
      return platformFailure(errorCode, { deletionRequested: variant === 'deleted' });
    case '117':
      return platformFailure(errorCode, { paymentLimit: variant ?? 'DAILY', limitAmount: '500.00', availableLimitAmount: '0.00' });
    case '122':
      return platformFailure(errorCode, undefined, { expireTime: inDays(1 / 24) });
    case '126':
      return platformFailure(errorCode, { changeTime: inDays(-1), blockEndsTime: inDays(2) });
    case '127':
      return platformFailure(
        errorCode,
        variant === 'bettingbonus' ? { hasActiveBettingBonuses: true } : { currentTurnover: '150.00' },
      );
    case '160':
      return platformFailure(errorCode, sampleFileLimit(variant));
    case '196':
      return platformFailure(errorCode, { fields: [{ field: 'email', code: 'email' }] });
    case '204':
      return platformFailure(errorCode, variant === 'tooyoung' ? { field: 'birthDate' } : undefined);
    case '216':
      return variant === 'permanent'
        ? platformFailure(errorCode, { permanent: true })
        : platformFailure(errorCode, undefined, { expireTime: inDays(30) });
    case '217':
      return platformFailure(errorCode, undefined, { expireTime: inDays(30) });
    case '238':
      return platformFailure(errorCode, { provider: 3 }, { expireTime: inDays(180) });
    case '235':
    case '261':
      return platformFailure(errorCode, { actionType: variant ?? 'deposit' });
    case '260':
      return variant === '2'
        ? platformFailure(errorCode, undefined, { errorSubCode: 2 })
        : platformFailure(errorCode, { actionType: variant ?? 'deposit' }, { errorSubCode: 1 });
    case '119':
    case '308':
      return platformFailure(errorCode, undefined, { errorSubCode: 51, errorSubMessage: 'Issuer declined' });
    default:
      return platformFailure(errorCode);
  }
}

function sampleFileLimit(variant: string | undefined): Record<string, unknown> {
  switch (variant) {
    case 'count':
      return { maxFileCount: 3, currentFileCount: 4 };
    case 'images':
      return { maxImageCountPerDocument: 10, currentFileCount: 11 };
    case 'type':
      return { allowedTypes: ['image/jpeg', 'image/png', 'application/pdf'], currentFileType: 'image/gif' };
    default:
      return { maxFileSize: 5242880, currentFileSize: 7340032 };
  }
}
