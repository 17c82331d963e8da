import isoCountries, { type LocaleData } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import hu from 'i18n-iso-countries/langs/hu.json' with { type: 'json' };
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' };

for (const locale of [en, hu, sv] as LocaleData[]) isoCountries.registerLocale(locale);

/**
 * The platform writes Kosovo as XKX (the code the EU and most payment providers use); the ISO
 * library knows it as XKK / XK.
 */
const KOSOVO = { platform: 'XKX', library: 'XKK', alpha2: 'XK' } as const;
const FALLBACK_LANGUAGE = 'en';

/** Every country as the platform codes it: ISO 3166-1 alpha-3, Kosovo as XKX (spec 3 §9). */
export const COUNTRY_CODES: readonly string[] = Object.freeze(
  Object.keys(isoCountries.getAlpha3Codes())
    .map((code) => (code === KOSOVO.library ? KOSOVO.platform : code))
    .sort(),
);

const KNOWN = new Set(COUNTRY_CODES);

export const countries = {
  isCode(code: string): boolean {
    return KNOWN.has(code);
  },
  /** ISO alpha-2 of a platform alpha-3 code (XKX → XK). */
  alpha2Of(code: string): string | undefined {
    if (code === KOSOVO.platform) return KOSOVO.alpha2;
    return KNOWN.has(code) ? isoCountries.alpha3ToAlpha2(code) : undefined;
  },
  /** Platform alpha-3 of an ISO alpha-2 code (XK → XKX). */
  alpha3Of(alpha2: string): string | undefined {
    return alpha2 === KOSOVO.alpha2 ? KOSOVO.platform : isoCountries.alpha2ToAlpha3(alpha2);
  },
  /** The country's name in en, hu or sv (English for other languages); the code when unknown. */
  name(code: string, language: string): string {
    const alpha2 = countries.alpha2Of(code);
    if (!alpha2) return code;
    return (
      isoCountries.getName(alpha2, language, { select: 'official' }) ??
      isoCountries.getName(alpha2, FALLBACK_LANGUAGE, { select: 'official' }) ??
      code
    );
  },
};
