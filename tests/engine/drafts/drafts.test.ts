import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../src/engine/idempotency-key';
import { draftTarget } from '../../../src/engine/drafts/draft-target';
import { clearDraft, draftStorageKey, loadDraft, saveDraft, type DraftStorage, type DraftTarget } from '../../../src/engine/drafts/drafts';
import { clearPlayerStorage, isAllowedStorageKey } from '../../../src/stores/player-storage';

/** A schema shaped like the real ones: sensitive fields top level, in a conditional branch, behind a $ref, in array items. */
const SCHEMA = {
  type: 'object',
  definitions: { card: { type: 'object', 'x-sensitive': true, properties: { number: { type: 'string' } } } },
  properties: {
    email: { type: 'string' },
    nickName: { type: 'string' },
    password: { type: 'string', 'x-sensitive': true },
    confirmPassword: { type: 'string', 'x-sensitive': true },
    country: { type: 'string' },
    amount: { type: 'number' },
    consents: { type: 'array', items: { type: 'string' } },
    address: { type: 'object', properties: { city: { type: 'string' }, street: { type: 'string' } } },
    card: { $ref: '#/definitions/card' },
    aml: { type: 'array', items: { type: 'object', properties: { question: { type: 'string' }, answer: { type: 'string', 'x-sensitive': true } } } },
  },
  allOf: [
    {
      if: { required: ['country'], properties: { country: { enum: ['SWE'] } } },
      then: { properties: { nationalIdNumber: { type: 'string', 'x-sensitive': true } } },
    },
  ],
} as const;

const SENSITIVE = ['password', 'confirmPassword', 'nationalIdNumber', 'card', 'answer'];

const target: DraftTarget = { journey: 'registration', flow: 'registration', version: 'abc123def456', schema: SCHEMA };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: DraftStorage & Pick<Storage, 'key' | 'length'> = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
  return { values, storage };
}

const KEY = draftStorageKey('registration');

const containsSensitive = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(containsSensitive);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => SENSITIVE.includes(key) || containsSensitive(child));
};

describe('drafts', () => {
  it('writes the step, the attempt and only declared non-sensitive fields', () => {
    const { values, storage } = memoryStorage();
    const attempt = newIdempotencyKey();
    const saved = saveDraft(storage, target, {
      step: { details: 'page2' },
      attempt,
      data: {
        email: 'a@example.com',
        password: 'Secret1!',
        confirmPassword: 'Secret1!',
        nationalIdNumber: '199001011234',
        country: 'SWE',
        card: { number: '4111111111111111' },
        aml: [{ question: 'q1', answer: 'salary' }],
        address: { city: 'Stockholm', secret: 'x' },
        registrationToken: 'tok',
      },
    });
    expect(saved).toBe(true);
    const stored = values.get(KEY) ?? '';
    for (const secret of ['Secret1!', '199001011234', '4111111111111111', 'salary', 'tok']) expect(stored).not.toContain(secret);
    expect(JSON.parse(stored)).toEqual({
      version: 'abc123def456',
      flow: 'registration',
      step: { details: 'page2' },
      data: { email: 'a@example.com', country: 'SWE', address: { city: 'Stockholm' }, aml: [{ question: 'q1' }] },
      attempt,
    });
    expect(loadDraft(storage, target)).toEqual(JSON.parse(stored));
  });

  it('keeps arrays, without the sensitive fields of their items', () => {
    const { storage } = memoryStorage();
    saveDraft(storage, target, { step: 'terms', data: { consents: ['tc', 'privacy'], aml: [{ question: 'q' }, { question: 'q2', answer: 'x' }] } });
    expect(loadDraft(storage, target)?.data).toEqual({ consents: ['tc', 'privacy'], aml: [{ question: 'q' }, { question: 'q2' }] });
  });

  it('loads a draft of another version or flow as null and removes it', () => {
    const { values, storage } = memoryStorage();
    saveDraft(storage, target, { step: 'details', data: { email: 'a@example.com' } });
    expect(loadDraft(storage, { ...target, version: 'fff000fff000' })).toBeNull();
    expect(values.has(KEY)).toBe(false);
    saveDraft(storage, target, { step: 'details', data: {} });
    expect(loadDraft(storage, { ...target, flow: 'third-party-registration' })).toBeNull();
    expect(values.has(KEY)).toBe(false);
  });

  it.each([
    ['bad JSON', '{"version":'],
    ['not an object', '"draft"'],
    ['an array', '[]'],
    ['a missing step', JSON.stringify({ version: 'abc123def456', flow: 'registration', data: {} })],
    ['an empty step', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: '', data: {} })],
    ['data not an object', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data: [] })],
    ['an extra key', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data: {}, token: 't' })],
    ['an attempt that is no key', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data: {}, attempt: 'again' })],
    ['a prototype key', '{"version":"abc123def456","flow":"registration","step":"x","data":{"__proto__":{"polluted":true}}}'],
    ['a constructor key in the step', '{"version":"abc123def456","flow":"registration","step":{"constructor":"x"},"data":{}}'],
    ['a sensitive field', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data: { password: 'p' } })],
    ['an undeclared field', JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data: { token: 't' } })],
  ])('loads a corrupt draft (%s) as null and removes it', (_name, raw) => {
    const { values, storage } = memoryStorage({ [KEY]: raw });
    expect(loadDraft(storage, target)).toBeNull();
    expect(values.has(KEY)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on a storage that refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(saveDraft(refusing, target, { step: 'x', data: {} })).toBe(false);
    expect(loadDraft(refusing, target)).toBeNull();
    expect(() => clearDraft(refusing, 'registration')).not.toThrow();
  });

  it('refuses to write a step that is no state value or an attempt that is no key', () => {
    const { values, storage } = memoryStorage();
    expect(saveDraft(storage, target, { step: '', data: {} })).toBe(false);
    expect(saveDraft(storage, target, { step: 'x', data: {}, attempt: 'again' })).toBe(false);
    expect(values.size).toBe(0);
  });

  it('clearDraft removes the journey slot only', () => {
    const { values, storage } = memoryStorage({ 'site:cookie-consent': '{}' });
    saveDraft(storage, target, { step: 'x', data: {} });
    saveDraft(storage, { ...target, journey: 'deposit' }, { step: 'amount', data: {} });
    clearDraft(storage, 'registration');
    expect([...values.keys()]).toEqual(['site:cookie-consent', 'site:draft:deposit']);
  });

  it('keys are allow-listed per journey, and every draft is removed at logout', () => {
    expect(draftStorageKey('sof-validation')).toBe('site:draft:sof-validation');
    expect(() => draftStorageKey('../x')).toThrow(TypeError);
    expect(isAllowedStorageKey('site:draft:registration')).toBe(true);
    expect(isAllowedStorageKey('site:draft:')).toBe(false);
    expect(isAllowedStorageKey('site:draft:Bad Key')).toBe(false);
    const { values, storage } = memoryStorage({ 'site:cookie-consent': '{}', registrationEmail: 'a@example.com' });
    saveDraft(storage, target, { step: 'x', data: {} });
    saveDraft(storage, { ...target, journey: 'deposit' }, { step: 'amount', data: {} });
    clearPlayerStorage(storage);
    expect([...values.keys()]).toEqual(['site:cookie-consent']);
  });

  it('draftTarget versions a journey by the generated variant content hash, and refuses a variant without one', () => {
    const variant = { formId: 'registration', schema: SCHEMA as unknown as Record<string, never>, contentHash: 'abc123def456' };
    const built = draftTarget('registration', 'registration', variant);
    expect(built).toEqual({ journey: 'registration', flow: 'registration', version: 'abc123def456', schema: SCHEMA });
    expect(() => draftTarget('registration', 'registration', { ...variant, contentHash: undefined })).toThrow(/no content hash/);
  });
});

describe('drafts (properties)', () => {
  const json = fc.jsonValue({ maxDepth: 4 });
  const keyish = fc.constantFrom(...SENSITIVE, 'email', 'address', 'aml', 'card', 'consents', '__proto__', 'constructor', 'step', 'x');
  const objectish = fc.dictionary(keyish, json, { maxKeys: 6 });
  const draftish = fc.record(
    {
      version: fc.oneof(fc.constant('abc123def456'), fc.string()),
      flow: fc.oneof(fc.constant('registration'), fc.string()),
      step: fc.oneof(fc.string(), fc.dictionary(fc.string(), fc.string())),
      data: fc.oneof(objectish, json),
      attempt: fc.oneof(fc.constant(newIdempotencyKey()), fc.string()),
    },
    { requiredKeys: [] },
  );
  const stored = fc.oneof(
    fc.string(),
    json.map((value) => JSON.stringify(value)),
    draftish.map((value) => JSON.stringify(value)),
    objectish.map((data) => JSON.stringify({ version: 'abc123def456', flow: 'registration', step: 'x', data })),
    objectish.map((data) => `{"version":"abc123def456","flow":"registration","step":"x","data":${JSON.stringify(data).replace('{', '{"__proto__":{"a":1},')}}`),
  );

  it('arbitrary storage contents never throw, never yield sensitive fields, and leave either a valid draft or nothing', () => {
    fc.assert(
      fc.property(stored, (raw) => {
        const { values, storage } = memoryStorage({ [KEY]: raw });
        const draft = loadDraft(storage, target);
        if (draft === null) {
          expect(values.has(KEY)).toBe(false);
          return;
        }
        expect(containsSensitive(draft.data)).toBe(false);
        expect([draft.version, draft.flow]).toEqual([target.version, target.flow]);
        expect(Object.getPrototypeOf(draft.data)).toBe(Object.prototype);
      }),
      { numRuns: 500 },
    );
  });

  it('whatever the data, a saved draft holds no sensitive field and loads back as written', () => {
    const steps = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !['__proto__', 'constructor', 'prototype'].includes(s)), fc.string({ minLength: 1, maxLength: 8 }), { minKeys: 1, maxKeys: 3 }));
    fc.assert(
      fc.property(objectish, steps, fc.option(fc.uuid({ version: 4 }), { nil: undefined }), (data, step, attempt) => {
        const { values, storage } = memoryStorage();
        expect(saveDraft(storage, target, { step, data, ...(attempt === undefined ? {} : { attempt }) })).toBe(true);
        expect(containsSensitive(JSON.parse(values.get(KEY) ?? '{}'))).toBe(false);
        const loaded = loadDraft(storage, target);
        expect(loaded).toEqual(JSON.parse(values.get(KEY) ?? 'null'));
        expect(loaded?.step).toEqual(step);
        expect(loaded?.attempt).toBe(attempt);
      }),
      { numRuns: 300 },
    );
  });

  it('round trip: a valid draft of declared non-sensitive fields comes back unchanged', () => {
    const validData = fc.record(
      {
        email: fc.string(),
        nickName: fc.string(),
        country: fc.string(),
        amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
        consents: fc.array(fc.string(), { maxLength: 4 }),
        address: fc.record({ city: fc.string(), street: fc.string() }, { requiredKeys: [] }),
        aml: fc.array(fc.record({ question: fc.string() }), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(validData, fc.string({ minLength: 1, maxLength: 30 }), (data, step) => {
        const { storage } = memoryStorage();
        saveDraft(storage, target, { step, data });
        expect(loadDraft(storage, target)).toEqual({ version: target.version, flow: target.flow, step, data: JSON.parse(JSON.stringify(data)) as unknown });
      }),
      { numRuns: 300 },
    );
  });
});
