import isoCountries, { type LocaleData } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import hu from 'i18n-iso-countries/langs/hu.json' with { type: 'json' };
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' };

for (const locale of [en, hu, sv] as LocaleData[]) isoCountries.registerLocale(locale);

/**
 * The platform writes Kosovo as XKX (the code the EU and most payment providers use); the ISO
 * library knows it as XK / XKK.
 */
const KOSOVO = { platform: 'XKX', library: 'XKK', alpha2: 'XK' } as const;

export interface CountryName {
  /** ISO 3166-1 alpha-3 as the platform uses it */
  code: string;
  alpha2: string;
  name: string;
}

const FALLBACK_LANGUAGE = 'en';

function alpha3Codes(): string[] {
  return Object.keys(isoCountries.getAlpha3Codes()).map((code) => (code === KOSOVO.library ? KOSOVO.platform : code));
}

/** ISO alpha-2 of a platform alpha-3 code (XKX → XK). */
export function alpha2Of(code: string): string | undefined {
  return code === KOSOVO.platform ? KOSOVO.alpha2 : isoCountries.alpha3ToAlpha2(code);
}

/** Platform alpha-3 of an ISO alpha-2 code (XK → XKX). */
export function alpha3Of(alpha2: string): string | undefined {
  return alpha2 === KOSOVO.alpha2 ? KOSOVO.platform : isoCountries.alpha2ToAlpha3(alpha2);
}

/**
 * Countries with their names in `language` (en, hu, sv), sorted for that language; limited to
 * `allowList` (alpha-3) when one is given.
 */
export function countryNames(language: string, allowList?: readonly string[]): CountryName[] {
  const allowed = allowList && allowList.length > 0 ? new Set(allowList) : undefined;
  const collator = new Intl.Collator(language);
  const out: CountryName[] = [];
  for (const code of alpha3Codes()) {
    if (allowed && !allowed.has(code)) continue;
    const alpha2 = alpha2Of(code);
    if (!alpha2) continue;
    const name =
      isoCountries.getName(alpha2, language, { select: 'official' }) ??
      isoCountries.getName(alpha2, FALLBACK_LANGUAGE, { select: 'official' });
    if (name) out.push({ code, alpha2, name });
  }
  return out.sort((a, b) => collator.compare(a.name, b.name));
}
