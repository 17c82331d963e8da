/**
 * A Swedish personal identity number (personnummer) for a birth date, as 12 digits
 * YYYYMMDDNNNC: the third serial digit is odd for men and even for women, C the Luhn check
 * digit over the 10 digits YYMMDDNNN (the number's short form).
 */
export function swedishPersonalNumber(birthDate: string, gender: 'male' | 'female', serial: number): string {
  const date = birthDate.replaceAll('-', '');
  const firstTwo = String(Math.abs(Math.trunc(serial)) % 100).padStart(2, '0');
  const sexDigit = (Math.abs(Math.trunc(serial)) % 5) * 2 + (gender === 'male' ? 1 : 0);
  const body = `${date.slice(2)}${firstTwo}${String(sexDigit)}`;
  return `${date}${firstTwo}${String(sexDigit)}${String(luhnCheckDigit(body))}`;
}

function luhnCheckDigit(digits: string): number {
  const sum = [...digits].reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10;
}
