import { describe, expect, it } from 'vitest';
import { controlCode } from '../../providers/control-code';
import { SessionStore } from '../../providers/session-store';

const smartId = { method: 'smartId', kind: 'code', purpose: 'login', details: { personalCode: '38001085718' } } as const;

describe('SessionStore', () => {
  it('creates pending sessions with a random id and the control code of that id', () => {
    const store = new SessionStore();
    const first = store.create(smartId);
    const second = store.create(smartId);
    expect(first.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.session).not.toBe(first.session);
    expect(first).toMatchObject({ status: 'pending', persona: null, code: controlCode(first.session), details: { personalCode: '38001085718' } });
  });

  it('keeps the first decision and refuses a second one', () => {
    const store = new SessionStore();
    const { session } = store.create(smartId);
    expect(store.decide(session, { status: 'approved', persona: 'new' })).toMatchObject({ ok: true, session: { status: 'approved', persona: 'new' } });
    expect(store.decide(session, { status: 'rejected', persona: null })).toEqual({ ok: false, reason: 'decided' });
    expect(store.decide('missing', { status: 'rejected', persona: null })).toEqual({ ok: false, reason: 'unknown' });
    expect(store.get(session)?.status).toBe('approved');
  });

  it('hands out copies, so callers cannot change what it remembers', () => {
    const store = new SessionStore();
    const created = store.create(smartId);
    created.details.personalCode = 'changed';
    store.get(created.session)!.status = 'approved';
    expect(store.get(created.session)).toMatchObject({ status: 'pending', details: { personalCode: '38001085718' } });
  });

  it('lists pending sessions by method and age, oldest first', () => {
    let now = 0;
    const store = new SessionStore({ now: () => now });
    const old = store.create(smartId);
    now = 100_000;
    const fresh = store.create(smartId);
    const mobile = store.create({ method: 'mobileId', kind: 'code', purpose: 'login', details: {} });
    const decided = store.create(smartId);
    store.decide(decided.session, { status: 'cancelled', persona: null });
    now = 130_000;
    expect(store.pending({ method: 'smartId' }).map((record) => record.session)).toEqual([old.session, fresh.session]);
    expect(store.pending({ method: 'smartId', maxAgeMs: 120_000 }).map((record) => record.session)).toEqual([fresh.session]);
    expect(store.pending().map((record) => record.session)).toEqual([old.session, fresh.session, mobile.session]);
  });

  it('forgets the oldest sessions beyond its limit', () => {
    const store = new SessionStore({ limit: 2 });
    const [first, second, third] = [store.create(smartId), store.create(smartId), store.create(smartId)];
    expect(store.get(first.session)).toBeUndefined();
    expect(store.get(second.session)).toBeDefined();
    expect(store.get(third.session)).toBeDefined();
  });
});
