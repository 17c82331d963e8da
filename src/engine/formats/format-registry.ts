import { bic } from './bic';
import { cardNumber } from './card-number';
import { date } from './date';
import { eePersonalCode } from './ee-personal-code';
import { email } from './email';
import type { Format } from './format';
import { huZip } from './hu-zip';
import { iban } from './iban';
import { ltPersonalCode } from './lt-personal-code';
import { ltPhone } from './lt-phone';
import { nickname } from './nickname';
import { phone } from './phone';
import { roNationalId } from './ro-national-id';

/**
 * Format name (as written in schemas) → implementation. `file` is the module the
 * generated validators import the function from (src/engine/formats/<file>.ts,
 * export `exportName`), so compiled code never carries a copy of library logic.
 */
export const FORMAT_REGISTRY: Readonly<Record<string, { validate: Format; file: string; exportName: string }>> = {
  email: { validate: email, file: 'email', exportName: 'email' },
  date: { validate: date, file: 'date', exportName: 'date' },
  phone: { validate: phone, file: 'phone', exportName: 'phone' },
  iban: { validate: iban, file: 'iban', exportName: 'iban' },
  bic: { validate: bic, file: 'bic', exportName: 'bic' },
  'card-number': { validate: cardNumber, file: 'card-number', exportName: 'cardNumber' },
  'lt-personal-code': { validate: ltPersonalCode, file: 'lt-personal-code', exportName: 'ltPersonalCode' },
  'ee-personal-code': { validate: eePersonalCode, file: 'ee-personal-code', exportName: 'eePersonalCode' },
  'lt-phone': { validate: ltPhone, file: 'lt-phone', exportName: 'ltPhone' },
  'ro-national-id': { validate: roNationalId, file: 'ro-national-id', exportName: 'roNationalId' },
  'hu-zip': { validate: huZip, file: 'hu-zip', exportName: 'huZip' },
  nickname: { validate: nickname, file: 'nickname', exportName: 'nickname' },
};
