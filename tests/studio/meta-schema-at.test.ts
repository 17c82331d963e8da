import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { metaSchemaAt, metaStartFor } from '../../studio/src/meta-schema-at';

const meta = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', 'meta', `${name}.schema.json`), 'utf8')) as unknown;

describe('metaStartFor', () => {
  it("reads an overlay's schema and ui parts against the form and ui meta-schemas", () => {
    expect(metaStartFor('schemas/forms/registration/markets/NLD.json', ['schema', 'properties'])).toEqual({ meta: 'form', ref: '#', path: ['properties'] });
    expect(metaStartFor('schemas/forms/registration/markets/NLD.json', ['ui', 'email'])).toEqual({ meta: 'ui', ref: '#', path: ['email'] });
    expect(metaStartFor('schemas/forms/registration/markets/NLD.json', [])).toEqual({ meta: 'overlay', ref: '#', path: [] });
  });

  it("reads a method's files by their own definitions, and a method × market patch per direction", () => {
    expect(metaStartFor('schemas/cashier/methods/card/deposit.json', ['flags'])).toMatchObject({ meta: 'cashier-method-overlay', ref: '#/definitions/methodOverlay' });
    expect(metaStartFor('schemas/cashier/methods/card/markets/GBR.json', ['deposit', 'ui', 'cardNumber'])).toEqual({ meta: 'ui', ref: '#', path: ['cardNumber'] });
    expect(metaStartFor('flows/registration.flow.json', ['states'])).toEqual({ meta: 'flow', ref: '#', path: ['states'] });
    expect(metaStartFor('src/i18n/locales/en/forms.json', [])).toBeUndefined();
  });
});

describe('metaSchemaAt', () => {
  it('lists the keys a field ui may have, following $ref and patternProperties', () => {
    const place = metaSchemaAt(meta('ui'), '#', ['nickName']);
    expect([...place.properties.keys()]).toEqual(expect.arrayContaining(['ui:widget', 'ui:options', 'ui:help', 'ui:placeholder']));
  });

  it("tells enum values and the definitions a value refers to", () => {
    expect(metaSchemaAt(meta('ui'), '#', ['ui:notices', '[]', 'severity']).values).toEqual(['info', 'warning', 'error']);
    expect(metaSchemaAt(meta('ui'), '#', ['ui:title']).refs.has('i18nKey')).toBe(true);
    expect(metaSchemaAt(meta('flow'), '#', ['states', 'details', 'meta', 'busy']).types.has('boolean')).toBe(true);
  });

  it("lists a method overlay's flags with their rules, through the definitions", () => {
    const flags = metaSchemaAt(meta('cashier-method-overlay'), '#/definitions/methodOverlay', ['flags']);
    expect(flags.properties.get('bonusNone')).toMatch(/campaignId fixed to -1/);
  });

  it('finds nothing where the meta-schema allows nothing', () => {
    expect(metaSchemaAt(meta('overlay'), '#', ['nothing', 'here']).properties.size).toBe(0);
    expect(metaSchemaAt(undefined, '#', []).properties.size).toBe(0);
  });
});
