import { isExists } from 'date-fns';

export interface RomanianNationalIdDetails {
  /** YYYY-MM-DD */
  birthDate: string;
  /** undefined for foreign citizens (first digit 9), whose code carries no sex */
  gender: 'male' | 'female' | undefined;
}

const CHECK_KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

// First digit → century; 7/8 (foreign residents) and 9 (foreigners) carry no century, 1900 is the convention.
const CENTURY: Readonly<Record<string, number>> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000, '7': 1900, '8': 1900, '9': 1900 };

function isCounty(code: number): boolean {
  return (code >= 1 && code <= 52) || code === 70;
}

/**
 * Parses a Romanian CNP (S YY MM DD JJ NNN C). Returns the birth date and sex it
 * encodes, or undefined when the structure, county, date or checksum is wrong.
 */
export function parseRomanianNationalId(value: string): RomanianNationalIdDetails | undefined {
  if (!/^[1-9]\d{12}$/.test(value)) return undefined;
  const digits = [...value].map(Number);
  const sum = CHECK_KEY.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = sum % 11 === 10 ? 1 : sum % 11;
  if (check !== digits[12]) return undefined;
  if (!isCounty(Number(value.slice(7, 9)))) return undefined;
  const first = value.charAt(0);
  const year = (CENTURY[first] ?? 1900) + Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  if (!isExists(year, month - 1, day)) return undefined;
  const gender = first === '9' ? undefined : Number(first) % 2 === 1 ? 'male' : 'female';
  return { birthDate: `${year}-${value.slice(3, 5)}-${value.slice(5, 7)}`, gender };
}
