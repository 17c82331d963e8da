import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import type { RuleDefinition } from '../../../src/engine/rules/rule-definition';
import { isRuntimeInputName } from '../../../src/engine/runtime-inputs/runtime-input-registry';
import type { RuntimeInputName } from '../../../src/engine/runtime-inputs/runtime-input-types';
import type { DocProblem } from './doc-problem';
import { pointerJoin } from './pointer-join';
import { showValue } from './show-value';
import { walkJson } from './walk-json';

const REGISTRY_FILE = 'src/engine/runtime-inputs/runtime-input-registry.ts';

/**
 * Runtime inputs of one merged form variant: every name of the schema's `x-inputs` is in the
 * runtime input registry, and every rule (`reads` of its definition) and widget (the renderer's
 * widget-inputs table) the variant uses reads only inputs the variant declares. Pointers are into
 * the schema or ui document, so checkForms names the base or overlay file that decides it.
 */
export function checkInputDeclarations(
  rules: Readonly<Record<string, RuleDefinition>>,
  widgetInputs: Readonly<Record<string, readonly RuntimeInputName[] | undefined>>,
  merged: { schema: JsonObject; ui: JsonObject },
): DocProblem[] {
  const problems: DocProblem[] = [];
  const raw = merged.schema['x-inputs'];
  const declared = new Set<string>();
  if (Array.isArray(raw)) {
    raw.forEach((name, index) => {
      if (isRuntimeInputName(name)) declared.add(name);
      else problems.push({ doc: 'schema', pointer: `/x-inputs/${index}`, message: `unknown runtime input "${showValue(name)}" (see ${REGISTRY_FILE})` });
    });
  }
  const entries = isJsonObject(merged.schema['x-rules']) ? Object.entries(merged.schema['x-rules']) : [];
  for (const [id, entry] of entries) {
    if (!isJsonObject(entry) || typeof entry.rule !== 'string') continue;
    for (const name of rules[entry.rule]?.reads ?? []) {
      if (!declared.has(name)) {
        problems.push({
          doc: 'schema',
          pointer: `${pointerJoin('/x-rules', id)}/rule`,
          message: `rule "${entry.rule}" reads runtime input "${name}", which the form does not declare in x-inputs`,
        });
      }
    }
  }
  walkJson(merged.ui, (value, pointer) => {
    if (!isJsonObject(value) || typeof value['ui:widget'] !== 'string') return;
    const widget = value['ui:widget'];
    for (const name of widgetInputs[widget] ?? []) {
      if (!declared.has(name)) {
        problems.push({
          doc: 'ui',
          pointer: pointerJoin(pointer, 'ui:widget'),
          message: `widget "${widget}" reads runtime input "${name}", which the form does not declare in x-inputs of its schema`,
        });
      }
    }
  });
  return problems;
}
