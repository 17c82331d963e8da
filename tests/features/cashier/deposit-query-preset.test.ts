import { describe, expect, it } from 'vitest';
import { depositQueryPreset } from '../../../src/features/cashier/deposit-query-preset';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('depositQueryPreset (spec 2 §2 ?campaign= and ?amount=)', () => {
  it('presets a well-formed amount and an offered campaign once per session', () => {
    const storage = memoryStorage();
    expect(depositQueryPreset(new URLSearchParams('amount=150.5&campaign=12'), storage).take([11, 12])).toEqual({ amount: '150.5', campaignId: 12 });
    // a later visit in the same session: nothing overwrites what the player chose
    expect(depositQueryPreset(new URLSearchParams('amount=999&campaign=12'), storage).take([11, 12])).toEqual({});
  });
  it('applies each parameter on its own: an amount now, a campaign on a later visit', () => {
    const storage = memoryStorage();
    expect(depositQueryPreset(new URLSearchParams('amount=20'), storage).take([11])).toEqual({ amount: '20' });
    expect(depositQueryPreset(new URLSearchParams('amount=30&campaign=11'), storage).take([11])).toEqual({ campaignId: 11 });
  });
  it('ignores malformed values and campaigns not offered, without using up the session', () => {
    const storage = memoryStorage();
    const ignored = depositQueryPreset(new URLSearchParams('amount=1e5&campaign=99'), storage);
    expect(ignored.take([11])).toEqual({});
    expect(depositQueryPreset(new URLSearchParams('amount=-5&campaign=abc'), storage).take([11])).toEqual({});
    expect(depositQueryPreset(new URLSearchParams('amount=50&campaign=11'), storage).take([11])).toEqual({ amount: '50', campaignId: 11 });
  });
  it("reads a promotion card's ?campaignId= like ?campaign=; a campaign not applied yet this session still preselects", () => {
    const storage = memoryStorage();
    expect(depositQueryPreset(new URLSearchParams('campaignId=11'), storage).take([11, 12])).toEqual({ campaignId: 11 });
    // back on the deposit with the same link: the player's own choice stays
    expect(depositQueryPreset(new URLSearchParams('campaignId=11'), storage).take([11, 12])).toEqual({});
    // another promotion's Deposit button names another campaign: that is a new choice
    expect(depositQueryPreset(new URLSearchParams('campaignId=12'), storage).take([11, 12])).toEqual({ campaignId: 12 });
    // not offered for the chosen method (a voucher or crypto method offers none): ignored, not used up
    expect(depositQueryPreset(new URLSearchParams('campaignId=11'), memoryStorage()).take([])).toEqual({});
  });
  it('takes the same preset twice within one visit only once (the load may run again)', () => {
    const preset = depositQueryPreset(new URLSearchParams('amount=40'), memoryStorage());
    expect(preset.take([])).toEqual({ amount: '40' });
    expect(preset.take([])).toEqual({});
  });
});
