import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/lib/content-check/check-content';
import { checkInputDeclarations } from '../../scripts/lib/content-check/check-input-declarations';
import { formatContentError } from '../../scripts/lib/content-check/content-error';
import type { RuleDefinition } from '../../src/engine/rules/rule-definition';
import { RULE_REGISTRY } from '../../src/engine/rules/rule-registry';
import { WIDGET_INPUTS } from '../../src/renderer/widgets/widget-inputs';
import type { ContentFiles } from './temp-content';
import { TEST_FLOW_NAMES, baseContent, removeContent, writeContent } from './temp-content';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach(removeContent));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The base content with a bonus choice (campaignSelect reads the runtime input "campaigns"). */
function check(change: (files: ContentFiles) => void = () => undefined): string[] {
  const files = baseContent();
  const schema = files['schemas/forms/signup/schema.json'] as Json;
  schema.properties.campaignId = { type: 'integer', title: 'forms:currency.label', minimum: -1 };
  schema['x-inputs'] = ['campaigns'];
  const ui = files['schemas/forms/signup/ui.json'] as Json;
  ui['ui:pages'][0].fields.push('campaignId');
  ui.campaignId = { 'ui:widget': 'campaignSelect' };
  change(files);
  const root = writeContent(files);
  roots.push(root);
  return checkContent({ root, flowNames: TEST_FLOW_NAMES }).map(formatContentError);
}

describe('content check: runtime inputs (x-inputs)', () => {
  it('passes a form that declares what its widgets read', () => {
    expect(check()).toEqual([]);
  });

  it('fails a widget reading an input its form does not declare, at the widget', () => {
    const errors = check((files) => {
      delete (files['schemas/forms/signup/schema.json'] as Json)['x-inputs'];
    });
    expect(errors).toEqual([
      'schemas/forms/signup/ui.json: /campaignId/ui:widget: widget "campaignSelect" reads runtime input "campaigns", which the form does not declare in x-inputs of its schema',
    ]);
  });

  it('names the markets whose overlay drops the declaration', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/markets/ROU.json'] as Json).schema['x-inputs'] = null;
    });
    expect(errors).toEqual([
      'schemas/forms/signup/ui.json: /campaignId/ui:widget: widget "campaignSelect" reads runtime input "campaigns", which the form does not declare in x-inputs of its schema (markets ROU)',
    ]);
  });

  it('fails a declared name the registry does not know, in the base and in an overlay', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/schema.json'] as Json)['x-inputs'] = ['campaigns', 'bonuses'];
      (files['schemas/forms/signup/markets/ROU.json'] as Json).schema['x-inputs'] = ['campaigns', 'amountLimit'];
    });
    expect(errors).toEqual([
      'schemas/forms/signup/schema.json: /x-inputs/1: unknown runtime input "bonuses" (see src/engine/runtime-inputs/runtime-input-registry.ts) (markets INT, HUN)',
      'schemas/forms/signup/markets/ROU.json: /schema/x-inputs/1: unknown runtime input "amountLimit" (see src/engine/runtime-inputs/runtime-input-registry.ts)',
    ]);
  });

  it('fails an x-inputs that is not a list of names (meta-schema)', () => {
    const errors = check((files) => {
      (files['schemas/forms/signup/schema.json'] as Json)['x-inputs'] = 'campaigns';
    });
    expect(errors.some((error) => error.startsWith('schemas/forms/signup/schema.json: /x-inputs: '))).toBe(true);
  });
});

describe('checkInputDeclarations: rules', () => {
  const readsLimits: RuleDefinition = { run: () => [], required: [], fieldParams: [], settingParams: [], reads: ['amountLimits'] };
  const rules = { ...RULE_REGISTRY, amountInRange: readsLimits };
  const schema = { $id: 'deposit', type: 'object', properties: {}, 'x-rules': { amount: { rule: 'amountInRange' } } };

  it('fails a rule reading an input its form does not declare, at the rule', () => {
    expect(checkInputDeclarations(rules, WIDGET_INPUTS, { schema, ui: {} })).toEqual([
      { doc: 'schema', pointer: '/x-rules/amount/rule', message: 'rule "amountInRange" reads runtime input "amountLimits", which the form does not declare in x-inputs' },
    ]);
  });

  it('passes when the form declares it', () => {
    expect(checkInputDeclarations(rules, WIDGET_INPUTS, { schema: { ...schema, 'x-inputs': ['amountLimits'] }, ui: {} })).toEqual([]);
  });
});
