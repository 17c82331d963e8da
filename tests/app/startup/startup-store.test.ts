import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupStore } from '../../../src/app/startup/startup-store';
import { fail, fakeApi, ok } from '../../stores/fake-api';

const MENU = { casino: [{ key: 'slots', title: 'Slots' }], live: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('StartupStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the curtain on a lobby path until 300 ms after the game menu answered', async () => {
    const menu = deferred<ReturnType<typeof ok>>();
    const fake = fakeApi({ gameMenu: () => menu.promise, protection: () => ok({ enabled: false }) });
    const startup = new StartupStore(fake.api, '/hu/slot-games');
    expect(startup.curtainVisible).toBe(true);
    startup.start();
    startup.start();
    expect(fake.callsOf('gameMenu')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(startup.curtainVisible).toBe(true);
    menu.resolve(ok(MENU));
    await vi.advanceTimersByTimeAsync(299);
    expect(startup.curtainVisible).toBe(true);
    expect(startup.gameMenu).toEqual(MENU);
    await vi.advanceTimersByTimeAsync(1);
    expect(startup.curtainVisible).toBe(false);
  });

  it('a failed game menu request still lifts the curtain', async () => {
    const fake = fakeApi({ gameMenu: () => fail(100), protection: () => ok({ enabled: false }) });
    const startup = new StartupStore(fake.api, '/');
    startup.start();
    await vi.advanceTimersByTimeAsync(300);
    expect(startup.curtainVisible).toBe(false);
    expect(startup.gameMenu).toBeNull();
  });

  it('has no curtain and asks for no game menu elsewhere', async () => {
    const fake = fakeApi({ protection: () => ok({ enabled: false }) });
    const startup = new StartupStore(fake.api, '/support');
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(startup.curtainVisible).toBe(false);
    expect(fake.callsOf('gameMenu')).toHaveLength(0);
    expect(fake.callsOf('protection')).toHaveLength(1);
  });

  it('protection replaces the site and lifts the curtain at once', async () => {
    const fake = fakeApi({ gameMenu: () => new Promise(() => {}), protection: () => ok({ enabled: true }) });
    const startup = new StartupStore(fake.api, '/');
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(startup.protectionEnabled).toBe(true);
    expect(startup.curtainVisible).toBe(false);
  });

  it('a global error lifts the curtain; a failed protection check is no protection', async () => {
    const fake = fakeApi({ gameMenu: () => new Promise(() => {}), protection: () => fail(0) });
    const startup = new StartupStore(fake.api, '/group/slots');
    startup.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(startup.curtainVisible).toBe(true);
    startup.hideCurtain();
    expect(startup.curtainVisible).toBe(false);
    expect(startup.protectionEnabled).toBe(false);
  });
});
