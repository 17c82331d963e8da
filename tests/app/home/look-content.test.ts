import { describe, expect, it } from 'vitest';
import markets from '../../../schemas/markets.json';
import { paymentLogos } from '../../../src/app/home/payment-logos';
import { readResponsibleGambling } from '../../../src/app/home/responsible-gambling';
import type { MarketId } from '../../../src/engine/market';
import { settingsFor } from '../../../src/engine/settings-for';
import { CMS_LOBBY } from '../../../src/mocks/handlers/cms-lobby';
import { GAME_MENU } from '../../../src/mocks/handlers/game-menu-handlers';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = join(__dirname, '../../../public');

describe('footer badges from settings', () => {
  it.each(markets.markets.map((market) => market.id))('%s serves its regulator, helplines and payment logos', (id) => {
    const fe = settingsFor(id).fe as Record<string, unknown>;
    const safer = readResponsibleGambling(fe.responsibleGambling);
    expect(safer).not.toBeNull();
    expect(safer!.helplines.length).toBeGreaterThan(0);
    // the same regulator markets.json names for the market
    const described = markets.markets.find((market) => market.id === id)!.regulator;
    expect([safer!.regulator.name, safer!.regulator.shortName, 'Curaçao'].some((name) => described.includes(name))).toBe(true);
    const logos = paymentLogos(fe.paymentLogos);
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(existsSync(join(PUBLIC, logo.src))).toBe(true);
  });

  it('names the real-world regulators and helplines of the regulated markets', () => {
    const of = (id: MarketId) => readResponsibleGambling((settingsFor(id).fe as Record<string, unknown>).responsibleGambling)!;
    expect(of('SWE').regulator.name).toBe('Spelinspektionen');
    expect(of('SWE').helplines.map((line) => line.name)).toContain('Stödlinjen');
    expect(of('GBR').regulator.name).toBe('UK Gambling Commission');
    expect(of('GBR').helplines.map((line) => line.name)).toEqual(expect.arrayContaining(['GamCare', 'BeGambleAware']));
    expect(of('MLT').regulator.shortName).toBe('MGA');
    expect(of('NLD').regulator.name).toBe('Kansspelautoriteit');
    expect(of('ROU').regulator.shortName).toBe('ONJN');
  });

  it('drops a malformed block or a link that is not https', () => {
    expect(readResponsibleGambling(null)).toBeNull();
    expect(readResponsibleGambling({ regulator: { name: 'X', shortName: 'X', url: 'javascript:alert(1)' }, helplines: [] })).toBeNull();
    const parsed = readResponsibleGambling({
      regulator: { name: 'X', shortName: 'X', url: 'https://x.example' },
      helplines: [{ name: 'ok', url: 'https://help.example', phone: '123' }, { name: 'bad', url: 'http://help.example' }, 'junk'],
    });
    expect(parsed?.helplines).toEqual([{ name: 'ok', url: 'https://help.example', phone: '123' }]);
  });

  it('skips payment logo ids it does not know', () => {
    expect(paymentLogos(['visa', 'unknown', '__proto__', 3]).map((logo) => logo.id)).toEqual(['visa']);
    expect(paymentLogos('visa')).toEqual([]);
  });
});

describe('the mock CMS lobby', () => {
  it('lists only same-origin images that exist, and games of known groups', () => {
    const groups = new Set([...GAME_MENU.casino, ...GAME_MENU.live].map((group) => group.key));
    for (const item of [...CMS_LOBBY.banners, ...CMS_LOBBY.games]) {
      expect(item.image).toMatch(/^\/cms\/[a-z0-9/_-]+\.svg$/);
      expect(existsSync(join(PUBLIC, item.image))).toBe(true);
    }
    for (const game of CMS_LOBBY.games) expect(groups.has(game.group)).toBe(true);
    expect(new Set(CMS_LOBBY.games.map((game) => game.key)).size).toBe(CMS_LOBBY.games.length);
  });
});
