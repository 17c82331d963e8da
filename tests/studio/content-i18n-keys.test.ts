import { describe, expect, it } from 'vitest';
import { contentI18nKeys, missingTranslations, withTranslation } from '../../studio/src/content-i18n-keys';

const OVERLAY = JSON.stringify({
  $comment: 'rule: see forms:not.a.key',
  ui: { nationalIdNumber: { 'ui:help': 'forms:nationalIdNumber.helpNld' }, 'ui:notices': [{ id: 'x', text: 'registration:notices.nld' }] },
  schema: { properties: { nationalIdNumber: { title: 'forms:nationalIdNumber.label', pattern: '^[0-9]{9}$' } } },
});

describe('content i18n keys', () => {
  it('finds the keys a content text names, not its rule or patterns', () => {
    expect(contentI18nKeys(OVERLAY)).toEqual(['forms:nationalIdNumber.helpNld', 'registration:notices.nld', 'forms:nationalIdNumber.label']);
    expect(contentI18nKeys('{ broken')).toEqual([]);
  });

  it('lists each missing key with the languages that lack it', () => {
    const resources = {
      en: { forms: { nationalIdNumber: { label: 'National id', helpNld: 'Your BSN' } } },
      hu: { forms: { nationalIdNumber: { label: 'Személyi szám' } } },
      sv: { forms: { nationalIdNumber: { label: 'Personnummer', helpNld: '' } } },
    };
    expect([...missingTranslations(OVERLAY, resources)]).toEqual([
      ['forms:nationalIdNumber.helpNld', ['hu', 'sv']],
      ['registration:notices.nld', ['en', 'hu', 'sv']],
    ]);
  });

  it('writes a key into a namespace file, keeping the rest', () => {
    const file = '{\n  "a": "A",\n  "nationalIdNumber": { "label": "L" }\n}\n';
    expect(JSON.parse(withTranslation(file, ['nationalIdNumber', 'helpNld'], 'Your BSN'))).toEqual({ a: 'A', nationalIdNumber: { label: 'L', helpNld: 'Your BSN' } });
    expect(withTranslation('', ['x', 'y'], 'Z')).toBe('{\n  "x": {\n    "y": "Z"\n  }\n}\n');
    expect(() => withTranslation(file, ['a', 'b'], 'x')).toThrow(/is a text, not a group/);
    expect(() => withTranslation(file, ['nationalIdNumber'], 'x')).toThrow(/group of texts/);
  });
});
