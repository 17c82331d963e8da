/** What a module of the build belongs to, for the bundle figures (pure, unit-tested). */
export type ChunkGroup = 'react' | 'i18n' | 'rjsf' | 'form engine' | 'mock platform' | 'app';

const RJSF_DEPENDENCIES =
  /node_modules\/(@rjsf|ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|markdown-to-jsx|lodash|lodash-es|json-schema-merge-allof|json-schema-compare|jsonpointer|compute-gcd|compute-lcm|validate\.io-[\w-]+|nanoid|react-is)\//;

export function moduleGroup(id: string): ChunkGroup {
  const path = id.replaceAll('\\', '/');
  if (/\/src\/mocks\/|node_modules\/(msw|@mswjs|@bundled-es-modules|outvariant|strict-event-emitter|headers-polyfill|graphql|cookie|tough-cookie|statuses|@open-draft|@inquirer|is-node-process|path-to-regexp|until-async|type-fest|rettime)\//.test(path)) {
    return 'mock platform';
  }
  if (/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'react';
  if (/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\/|\/src\/i18n\//.test(path)) return 'i18n';
  if (RJSF_DEPENDENCIES.test(path)) return 'rjsf';
  if (/\/src\/(renderer|engine|generated)\/|\/src\/ui\/flow-host\/|node_modules\/(xstate|@xstate)\//.test(path)) return 'form engine';
  return 'app';
}

/** The rjsf share counts towards the form engine (SchemaForm is rjsf with our templates and widgets). */
export const ENGINE_GROUPS: readonly ChunkGroup[] = ['form engine', 'rjsf'];
