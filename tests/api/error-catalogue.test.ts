import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/api/error-catalogue';
import en from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import hu from '../../src/i18n/locales/hu/errors.json' with { type: 'json' };
import sv from '../../src/i18n/locales/sv/errors.json' with { type: 'json' };

/** Every code the three specs catalogue or react to (spec 3 §8, spec 1 §8, spec 2 §8). */
const SPEC_CODES = [
  // spec 3 §8 generic
  0, 1, 2, 100, 101, 102, 103, 104, 422,
  // login and account
  107, 109, 110, 111, 112, 113, 114, 115, 116, 150, 183, 233, 257, 258, 265, 286, 1001, 256, 105, 171, 170, 180,
  181, 182, 199, 200, 219, 222, 259, 264, 271, 272,
  // region and exclusion
  108, 120, 211, 226, 238, 216, 217, 122, 123, 239, 255, 273, 280, 235, 260, 261,
  // payment
  117, 118, 121, 124, 125, 126, 127, 186, 213, 224, 232, 263, 311, 3001, '80_2013', 2063, 2066, 2078, 2073, 254,
  // games
  11, 12, 131, 132, 133, 205, 237,
  // verification
  128, 193, 194, 195, 196, 198, 209, 243, 245, 266, 267, 268, 269, 296, 297, 302, 303, 305, 306, 307, 309, 310,
  'expiredVerification', 'abortedVerification', 'idenfyAML',
  // uploads
  160, 274, 275,
  // captcha, campaigns and others
  197, 276, 277, 204, 283, 400, 401, 402, 403, 404, 405, 119, 308, 225, 247, 249, 250, 184, 252, 278, 282,
  'failedRemoveLimit',
  // display rules: silent login codes
  214, 222, 247, 248, 295, 304,
  // spec 2 §8 cashier reactions
  138, 228, 234, 251, 253, 284,
] as const;

type Texts = { code: Record<string, string>; kind: Record<string, string> };
const LOCALES: Record<string, Texts> = { en, hu, sv };

function keysOf(code: string): string[] {
  const entry = ERROR_CATALOGUE[code];
  const keys = [code];
  for (const variant of entry?.variants ?? []) {
    const key = `${code}_${variant}`;
    if (entry?.counted?.includes(variant)) keys.push(`${key}_one`, `${key}_other`);
    else keys.push(key);
  }
  return keys;
}

describe('error catalogue', () => {
  it.each(SPEC_CODES.map(String))('has an entry for code %s', (code) => {
    expect(ERROR_CATALOGUE[code]).toBeDefined();
  });

  it.each(Object.keys(ERROR_CATALOGUE))('has en, hu and sv texts for every key of code %s', (code) => {
    for (const [lang, texts] of Object.entries(LOCALES)) {
      for (const key of keysOf(code)) {
        expect(texts.code[key], `${lang} code.${key}`).toEqual(expect.any(String));
        expect(texts.code[key]?.trim(), `${lang} code.${key}`).not.toBe('');
      }
    }
  });

  it('has no text that is not reachable from the catalogue', () => {
    const reachable = new Set(Object.keys(ERROR_CATALOGUE).flatMap(keysOf));
    expect(Object.keys(en.code).filter((key) => !reachable.has(key))).toEqual([]);
  });

  it('keeps the same keys and placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((match) => match[1]).sort();
    for (const texts of [hu, sv] as Texts[]) {
      expect(Object.keys(texts.code).sort()).toEqual(Object.keys(en.code).sort());
      expect(Object.keys(texts.kind).sort()).toEqual(Object.keys(en.kind).sort());
      for (const [key, text] of Object.entries(en.code)) expect(placeholders(texts.code[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('never needs a placeholder in a plain key, so missing details cannot show raw {{…}}', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(en.code[code as keyof typeof en.code], code).not.toMatch(/\{\{/);
  });

  it('uses the spec texts and no "not shown" stand-ins', () => {
    expect(en.code['264']).toBe('Email domain provider is blacklisted.');
    expect(en.code['104_email']).toBe('Long email address is not supported.');
    expect(en.code['305']).toMatch(/^You have reached the limit of automatic validation attempts/);
    expect(en.kind.network).toBe('Please check your network connection');
    for (const texts of Object.values(LOCALES)) {
      for (const text of Object.values(texts.code)) expect(text).not.toMatch(/not shown/i);
    }
  });
});
