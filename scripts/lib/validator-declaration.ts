import { join } from 'node:path';
import { GENERATED_HEADER } from './generated-header';
import { ENGINE_DIR } from './repo-paths';
import { relativeImport } from './relative-import';

/** The `.d.ts` beside a generated validator, so TypeScript code can import the `.js` module. */
export function validatorDeclaration(declarationFile: string): string {
  const typesModule = relativeImport(declarationFile, join(ENGINE_DIR, 'compiled-validate-function'));
  return [
    `// ${GENERATED_HEADER}`,
    `import type { ValidatorFunctions } from '${typesModule}';`,
    '',
    'declare const validateFns: ValidatorFunctions;',
    'export default validateFns;',
    '',
  ].join('\n');
}
