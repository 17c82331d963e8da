import { bindSettings } from '../../../src/engine/bind-settings';
import { isJsonObject } from '../../../src/engine/is-json-object';
import type { JsonObject } from '../../../src/engine/json-value';
import type { MarketId } from '../../../src/engine/market';
import { compileValidatorModule } from '../compile-validator-module';
import type { CheckContext } from './check-context';
import { WIDGET_INPUTS } from '../../../src/renderer/widgets/widget-inputs';
import { checkInputDeclarations } from './check-input-declarations';
import { checkPages } from './check-pages';
import { checkSchemaReferences } from './check-schema-references';
import { checkSettingsPaths } from './check-settings-paths';
import { checkUiReferences } from './check-ui-references';
import type { DocProblem } from './doc-problem';
import { formFieldNames } from './form-field-names';

/** All checks of one merged (not yet bound) form variant; pointers are into its schema or ui document. */
export function checkVariant(ctx: CheckContext, formId: string, market: MarketId, merged: { schema: JsonObject; ui: JsonObject }): DocProblem[] {
  const settings = ctx.settings.get(market);
  const fields = formFieldNames(merged.schema);
  const inSchema = (problems: ReadonlyArray<{ pointer: string; message: string }>) => problems.map((p) => ({ doc: 'schema' as const, ...p }));
  const inUi = (problems: ReadonlyArray<{ pointer: string; message: string }>) => problems.map((p) => ({ doc: 'ui' as const, ...p }));
  const problems: DocProblem[] = [
    ...inSchema(ctx.meta('form', merged.schema)),
    ...inUi(ctx.meta('ui', merged.ui)),
    ...inSchema(checkSettingsPaths(merged.schema, settings)),
    ...inUi(checkSettingsPaths(merged.ui, settings)),
    ...inSchema(checkSchemaReferences(ctx, merged.schema, fields, settings)),
    ...inUi(checkUiReferences(ctx, merged.ui, fields, settings)),
    ...inUi(checkPages(merged.schema, merged.ui)),
    ...checkInputDeclarations(ctx.rules, WIDGET_INPUTS, merged),
  ];
  if (merged.schema.$id !== formId) problems.push({ doc: 'schema', pointer: '/$id', message: `must be the form id "${formId}"` });
  if (problems.length === 0 && settings) {
    try {
      const bound = bindSettings(merged.schema, settings);
      compileValidatorModule(isJsonObject(bound) ? bound : {}, `${ctx.root}/src/generated/validators/${formId}.${market}.js`);
    } catch (error) {
      problems.push({ doc: 'schema', pointer: '', message: `does not compile: ${(error as Error).message}` });
    }
  }
  return problems;
}
