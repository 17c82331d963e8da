/**
 * Birth date and sex encoded in an Estonian (isikukood) or Lithuanian (asmens kodas) personal
 * code, which share the layout G YYMMDD NNN C: G 1–6 gives the century (1800s, 1900s, 2000s)
 * and the sex (odd male, even female). Undefined when the code does not have that layout.
 */
export function birthFromPersonalCode(code: string): { birthDate: string; gender: 'male' | 'female' } | undefined {
  const match = /^([1-6])(\d{2})(\d{2})(\d{2})\d{4}$/.exec(code);
  if (!match) return undefined;
  const [, centuryDigit = '', year = '', month = '', day = ''] = match;
  const digit = Number(centuryDigit);
  const century = 1800 + 100 * Math.floor((digit - 1) / 2);
  return {
    birthDate: `${String(century + Number(year))}-${month}-${day}`,
    gender: digit % 2 === 1 ? 'male' : 'female',
  };
}
