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

/**
 * The mock platform and msw, which only the offline demo build may carry: msw's own log prefix and
 * worker protocol messages, its worker's file name, and our mock platform's log prefix. A
 * production build (`npm run build`) containing any of them is refused.
 */
export const MOCK_PLATFORM_MARKERS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'msw worker URL ("mockServiceWorker")', pattern: /mockServiceWorker/ },
  { name: 'msw log prefix ("[MSW]")', pattern: /\[MSW\]/ },
  { name: 'msw worker protocol ("MOCK_ACTIVATE")', pattern: /MOCK_ACTIVATE|MOCKING_ENABLED|INTEGRITY_CHECK_REQUEST/ },
  { name: 'mock platform ("[mock platform]")', pattern: /\[mock platform\]/ },
];

/** A script that points at its source map: the map would be fetched by anyone's devtools. */
export const SOURCE_MAP_REFERENCE = { name: 'a sourceMappingURL reference', pattern: /[#@]\s*sourceMappingURL=/ };
