import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFsContentSource } from '../../scripts/lib/fs-content-source';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import type { StudioVocabulary } from '../../scripts/lib/studio/studio-vocabulary';
import { studioVocabulary } from '../../scripts/lib/studio/studio-vocabulary';
import type { MetaSchemas } from '../../studio/src/content-completions';
import { contentCompletions } from '../../studio/src/content-completions';

let vocabulary: StudioVocabulary;
let metas: MetaSchemas;

beforeAll(() => {
  vocabulary = studioVocabulary(REPO_ROOT, createFsContentSource(REPO_ROOT));
  const dir = join(REPO_ROOT, 'schemas', 'meta');
  metas = Object.fromEntries(readdirSync(dir).map((name) => [name.replace(/\.schema\.json$/, ''), JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]));
});

/** The labels offered at the "|" of a text in a file. */
function labels(file: string, marked: string): string[] {
  const position = marked.indexOf('|');
  return contentCompletions(file, marked.replace('|', ''), position, vocabulary, metas)?.options.map((option) => option.label) ?? [];
}

const NLD = 'schemas/forms/registration/markets/NLD.json';

describe('contentCompletions', () => {
  it('completes widget names from the renderer registry inside ui:widget', () => {
    const offered = labels(NLD, '{ "$comment": "x", "ui": { "nickName": { "ui:widget": "|" } } }');
    expect(offered).toEqual(expect.arrayContaining(['text', 'select', 'hidden']));
    expect(offered.length).toBe(vocabulary.widgets.length);
  });

  it("offers a rule's params after its name, from the rule registry, without those already given", () => {
    const sameAs = vocabulary.rules.find((rule) => rule.name === 'sameAs')?.params;
    expect(sameAs?.required.length).toBeGreaterThan(0);
    const offered = labels(NLD, '{ "schema": { "x-rules": { "a": { "rule": "sameAs", "params": { | } } } } }');
    expect(offered.sort()).toEqual([...new Set([...(sameAs?.required ?? []), ...(sameAs?.fields ?? []), ...(sameAs?.settings ?? [])])].sort());
    // a param already there is not offered again; the name may come after params too
    const rest = labels(NLD, '{ "schema": { "x-rules": { "a": { "params": { "field": "email", | }, "rule": "sameAs" } } } }');
    expect(rest).not.toContain('field');
    expect(rest).toContain('other');
    // no params for an unknown rule (the check reports the name), none outside params
    expect(labels(NLD, '{ "schema": { "x-rules": { "a": { "rule": "noSuchRule", "params": { | } } } } }')).toEqual([]);
  });

  it("offers a field param's value from the form's fields and a setting param's from the settings paths", () => {
    expect(labels(NLD, '{ "schema": { "x-rules": { "a": { "rule": "sameAs", "params": { "other": "|" } } } } }')).toEqual(expect.arrayContaining(['email', 'password', 'nationalIdNumber']));
    const effect = vocabulary.effects.find((entry) => (entry.params?.settings.length ?? 0) > 0);
    expect(effect).toBeDefined();
    const setting = effect?.params?.settings[0] ?? '';
    const offered = labels(NLD, `{ "ui": { "ui:effects": { "a": { "effect": "${effect?.name ?? ''}", "params": { "${setting}": "|" } } } } }`);
    expect(offered).toEqual(expect.arrayContaining(['fe.passwordLimits.min']));
    expect(offered.length).toBe(vocabulary.settingPaths.length);
  });

  it('does not offer a key the object already has', () => {
    const offered = labels(NLD, '{ "$comment": "x", "schema": {}, | }');
    expect(offered).toContain('ui');
    expect(offered).not.toContain('schema');
    expect(offered).not.toContain('$comment');
  });

  it('completes formats, rules, effects and settings paths from the registries the content check uses', () => {
    expect(labels(NLD, '{ "schema": { "properties": { "email": { "format": "|" } } } }')).toEqual(expect.arrayContaining(['email', 'phone', 'iban']));
    expect(labels(NLD, '{ "schema": { "x-rules": { "a": { "rule": "|" } } } }')).toEqual(vocabulary.rules.map((rule) => rule.name));
    expect(labels(NLD, '{ "ui": { "ui:effects": { "a": { "effect": "|" } } } }')).toEqual(vocabulary.effects.map((effect) => effect.name));
    expect(labels(NLD, '{ "schema": { "properties": { "a": { "minLength": { "$setting": "|" } } } } }')).toEqual(expect.arrayContaining(['fe.passwordLimits.min']));
  });

  it("completes the form's field names where a field name goes (required, properties, ui)", () => {
    expect(labels(NLD, '{ "schema": { "required": ["|"] } }')).toEqual(expect.arrayContaining(['email', 'nationalIdNumber']));
    expect(labels(NLD, '{ "schema": { "properties": { "|" } } }')).toEqual(expect.arrayContaining(['nationalIdNumber']));
    expect(labels(NLD, '{ "ui": { "|" } }')).toEqual(expect.arrayContaining(['ui:order', 'nickName']));
    // a method's deposit overlay belongs to the deposit form
    expect(labels('schemas/cashier/methods/card/deposit.json', '{ "schema": { "required": ["|"] } }')).toEqual(expect.arrayContaining(['amount', 'cardNumber']));
  });

  it('completes property names and enum values from the meta-schemas', () => {
    expect(labels(NLD, '{ "ui": { "nickName": { "ui:w|" } } }')).toEqual(expect.arrayContaining(['ui:widget', 'ui:options']));
    expect(labels(NLD, '{ "|" }')).toEqual(['$comment', 'schema', 'ui']);
    expect(labels(NLD, '{ "ui": { "ui:notices": [{ "severity": "|" }] } }')).toEqual(['info', 'warning', 'error']);
    expect(labels('schemas/cashier/methods/crypto/deposit.json', '{ "flags": { "|" } }')).toEqual(expect.arrayContaining(['bonusNone', 'wholeAmount']));
  });

  it('completes i18n keys of the texts, new namespaces included', () => {
    const offered = labels(NLD, '{ "schema": { "properties": { "nationalIdNumber": { "title": "forms:|" } } } }');
    expect(offered).toEqual(expect.arrayContaining(['forms:nationalIdNumber.label']));
    expect(offered).toEqual(vocabulary.i18nKeys);
  });

  it("completes a flow's own guards, actions, actors, screens and states", () => {
    const flow = 'flows/registration.flow.json';
    const text = readFileSync(join(REPO_ROOT, flow), 'utf8');
    const guardAt = text.indexOf('"guard": "isSingleStep"') + '"guard": "'.length;
    const offered = contentCompletions(flow, text, guardAt, vocabulary, metas)?.options.map((option) => option.label);
    expect(offered).toEqual(vocabulary.flows.registration?.guards);
    expect(labels(flow, '{ "states": { "a": { "entry": ["|"] } } }')).toEqual(expect.arrayContaining(['assignData', 'setPublicPerson']));
    expect(labels(flow, '{ "states": { "a": { "invoke": { "src": "|" } } } }')).toEqual(expect.arrayContaining(['registerPlayer']));
    expect(labels(flow, '{ "states": { "a": { "meta": { "before": ["|"] } } } }')).toEqual(expect.arrayContaining(['stepper', 'mandatoryNote']));
    expect(labels(flow, '{ "states": { "start": {}, "done": { "always": { "target": "|" } } } }')).toEqual(['start', 'done']);
  });

  it('completes forms, markets and methods in fixtures', () => {
    expect(labels('tests/fixtures/registration/NLD/a.json', '{ "market": "|" }')).toEqual(vocabulary.markets);
  });

  it('quotes a value completed outside a string and offers booleans there', () => {
    const result = contentCompletions('flows/registration.flow.json', '{ "states": { "a": { "meta": { "busy": ', 38, vocabulary, metas);
    expect(result?.options.map((option) => option.apply)).toEqual(['true', 'false']);
    const widget = contentCompletions(NLD, '{ "ui": { "a": { "ui:widget": ', 29, vocabulary, metas);
    expect(widget?.options[0]?.apply).toBe(JSON.stringify(vocabulary.widgets[0]));
  });

  it('offers nothing where nothing applies', () => {
    expect(contentCompletions(NLD, '{ "$comment": "|" }'.replace('|', ''), 15, vocabulary, metas)).toBeUndefined();
  });
});
