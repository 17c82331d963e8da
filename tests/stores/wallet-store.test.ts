import { describe, expect, it } from 'vitest';
import { PlayerStore } from '../../src/stores/player-store';
import { WalletStore } from '../../src/stores/wallet-store';
import { fail, fakeApi } from './fake-api';

describe('WalletStore', () => {
  it('keeps amounts as the decimal strings the server sent', async () => {
    const wallet = new WalletStore(fakeApi().api);
    expect(await wallet.load()).toBe(true);
    expect(wallet.balance).toBe('1234.5');
    expect(typeof wallet.balance).toBe('string');
    wallet.reset();
    expect(wallet.balance).toBeNull();
  });

  it('keeps the error of a failed load', async () => {
    const wallet = new WalletStore(fakeApi({ wallet: () => fail(0, { kind: 'timeout' }) }).api);
    expect(await wallet.load()).toBe(false);
    expect(wallet.error?.kind).toBe('timeout');
    expect(wallet.loading).toBe(false);
  });
});

describe('PlayerStore', () => {
  it('passes the caller time limit (balance popover: 100 ms) to the api', async () => {
    const fake = fakeApi();
    const player = new PlayerStore(fake.api);
    await player.loadDetails({ timeoutMs: 100 });
    expect(fake.callsOf('accountDetails')[0]?.options).toEqual({ timeoutMs: 100 });
    expect(player.details?.publicUserId).toBe('p-1001');
  });
});
