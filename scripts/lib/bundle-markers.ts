/**
 * Code that must not reach the player bundle: dynamic code evaluation and the
 * ajv compiler. The ajv markers are strings only the compiler carries (its
 * error texts and the CommonJS helper paths it writes into generated code);
 * the standalone validators we generate contain none of them.
 */
export const BUNDLE_MARKERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'new Function(', pattern: /\bnew\s+Function\s*\(/ },
  { name: 'eval(', pattern: /(?<![\w$.])eval\s*\(/ },
  { name: 'ajv compiler ("ajv implementation error")', pattern: /ajv implementation error/ },
  { name: 'ajv code generator ("CodeGen: ")', pattern: /CodeGen: / },
  { name: 'ajv runtime require path ("ajv/dist/runtime/")', pattern: /ajv\/dist\/runtime\// },
  { name: 'ajv schema compiler ("schema is invalid: ")', pattern: /schema is invalid: / },
  { name: 'ajv async code generation ("$async")', pattern: /\$async/ },
];
