import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/api-error';
import { describeApiError } from '../../src/api/describe-api-error';
import { localizeApiError } from '../../src/api/localize-api-error';
import en from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import hu from '../../src/i18n/locales/hu/errors.json' with { type: 'json' };
import sv from '../../src/i18n/locales/sv/errors.json' with { type: 'json' };

const server = (errorCode: ApiError['errorCode'], extra: Partial<ApiError> = {}): ApiError => ({ kind: 'server', errorCode, ...extra });
let tEn: TFunction;
let tHu: TFunction;
let tSv: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['errors', 'forms'],
    defaultNS: 'errors',
    resources: {
      en: { errors: en, forms: { zipCode: { label: 'ZIP code' } } },
      hu: { errors: hu },
      sv: { errors: sv },
    },
  });
  tEn = i18n.getFixedT('en');
  tHu = i18n.getFixedT('hu');
  tSv = i18n.getFixedT('sv');
});

describe('localizeApiError', () => {
  it('fills tries left (hackLimit − hackCount) for 107 in every language', () => {
    const error = server(107, { errorDetails: { hackLimit: 5, hackCount: 2 } });
    expect(localizeApiError(error, tEn)).toBe('Login failed. You have 3 attempts left before your account is frozen.');
    expect(localizeApiError(error, tHu)).toContain('Még 3 próbálkozása maradt');
    expect(localizeApiError(error, tSv)).toContain('Du har 3 försök kvar');
  });

  it('uses the singular for one try left and the plain text without details', () => {
    expect(localizeApiError(server(109, { errorDetails: { hackLimit: '5', hackCount: '4' } }), tEn)).toContain('1 attempt left');
    expect(localizeApiError(server(107), tEn)).toBe(en.code['107']);
    expect(localizeApiError(server(265, { errorDetails: { hackLimit: 3, hackCount: 1 } }), tEn)).toContain('2 attempts left');
  });

  it('formats the start and end of a 126 block', () => {
    const error = server(126, { errorDetails: { changeTime: '2026-03-01T10:00:00Z', blockEndsTime: 1772964000000 } });
    const text = localizeApiError(error, tEn);
    expect(text).toMatch(/changed on .*2026.*withdraw again from .*2026/);
    expect(text).not.toMatch(/\{\{|Invalid/);
    expect(localizeApiError(error, tHu)).toMatch(/2026/);
  });

  it('names the 117 limit type', () => {
    expect(localizeApiError(server(117, { errorDetails: { paymentLimit: 'WEEKLY' } }), tEn)).toBe('You have reached your weekly limit.');
    expect(localizeApiError(server(117, { errorDetails: { paymentLimit: 'Net deposit' } }), tEn)).toBe(en.code['117_netDeposit']);
    expect(localizeApiError(server(117, { errorDetails: { paymentLimit: 'ONE_TIME' } }), tSv)).toBe(sv.code['117_oneTime']);
    expect(localizeApiError(server(117, { errorDetails: { paymentLimit: 'unknown' } }), tEn)).toBe(en.code['117']);
  });

  it('tells closed from deleted for 112', () => {
    expect(localizeApiError(server(112, { errorDetails: { deletionRequested: true } }), tEn)).toBe(en.code['112_deleted']);
    expect(localizeApiError(server(112, { errorDetails: { deletionRequested: false } }), tEn)).toBe(en.code['112']);
  });

  it('fills the 160 upload limits, size in MB', () => {
    expect(localizeApiError(server(160, { errorDetails: { maxFileSize: 5242880, currentFileSize: 7000000 } }), tEn)).toBe(
      'The file is too large. The maximum size is 5 MB.',
    );
    expect(
      localizeApiError(server(160, { errorDetails: { maxFileSize: 1572864, allowedTypes: 'image/png,image/jpeg', currentFileType: 'image/gif' } }), tEn),
    ).toBe('This file type is not allowed. Allowed types: image/png, image/jpeg.');
    expect(localizeApiError(server(160, { errorDetails: { maxFileCount: 3, currentFileCount: 4 } }), tEn)).toContain('at most 3 files');
    expect(localizeApiError(server(160, { errorDetails: { maxImageCountPerDocument: 10 } }), tEn)).toContain('10 images per document');
    expect(localizeApiError(server(160, { errorDetails: { maxFileSize: 1572864 } }), tHu)).toContain('1,5 MB');
  });

  it('names the blocked action of 235/260/261 from the call path', () => {
    expect(localizeApiError(server(235, { path: '/api/payment/initWithdraw' }), tEn)).toBe(en.code['235_withdrawal']);
    expect(localizeApiError(server(261, { path: '/api/payment/methods' }), tEn)).toBe(en.code['261_deposit']);
    expect(localizeApiError(server(260, { path: '/api/game/start' }), tEn)).toBe(en.code['260_gameplay']);
    expect(localizeApiError(server(260, { path: '/api/game/start', errorSubCode: 2 }), tEn)).toBe(en.code['260_cardPhotos']);
    expect(localizeApiError(server(235, { errorDetails: { actionType: 'deposit' }, path: '/api/x' }), tEn)).toBe(en.code['235_deposit']);
    expect(localizeApiError(server(235, { path: '/api/player/login' }), tEn)).toBe(en.code['235']);
  });

  it('fills until-times and the exclusion provider', () => {
    expect(localizeApiError(server(216, { expireTime: '2026-06-30T12:00:00Z' }), tEn)).toMatch(/closed until .*2026/);
    expect(localizeApiError(server(217, { expireTimestamp: 1782820800 }), tEn)).toMatch(/closed until .*2026/);
    expect(localizeApiError(server(238, { errorDetails: { provider: 3, blockEndsTime: '2026-06-30T12:00:00Z' } }), tEn)).toMatch(
      /closed until .*2026.* registered with Spelpaus\.$/,
    );
    expect(localizeApiError(server(238, { errorDetails: { provider: 0 } }), tSv)).toBe(
      'Ditt konto har stängts eftersom du är registrerad hos GamStop.',
    );
    expect(localizeApiError(server(216), tEn)).toBe(en.code['216']);
  });

  it('says "Long email address is not supported." for 104 on the e-mail and lists other fields', () => {
    expect(localizeApiError(server(104, { errorDetails: { field: 'email' } }), tEn)).toBe('Long email address is not supported.');
    expect(localizeApiError(server(104, { errorDetails: { field: 'zipCode,city' } }), tEn)).toBe('These fields are not valid: ZIP code, city.');
  });

  it('uses the poker text of 219 only in poker mode', () => {
    expect(localizeApiError(server(219), tEn, { poker: true })).toBe(en.code['219_poker']);
    expect(localizeApiError(server(219), tEn)).toBe(en.code['219']);
  });

  it('falls back to the generic text for unknown codes', () => {
    expect(localizeApiError(server(99999), tEn)).toBe('Unknown error.');
    expect(localizeApiError(server('toString'), tEn)).toBe('Unknown error.');
    expect(describeApiError(server('80_2013')).key).toBe('errors:code.80_2013');
  });

  it('describes transport failures by kind', () => {
    expect(localizeApiError({ kind: 'network', errorCode: 0 }, tEn)).toBe('Please check your network connection');
    expect(localizeApiError({ kind: 'timeout', errorCode: 0 }, tHu)).toBe(hu.kind.timeout);
    expect(localizeApiError({ kind: 'aborted', errorCode: 0 }, tSv)).toBe(sv.kind.aborted);
  });
});
