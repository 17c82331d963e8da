import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import type { IssueKey } from "../../../src/engine/fixtures/compare-issues";
import { compareIssues } from "../../../src/engine/fixtures/compare-issues";
import { discoverFixtures } from "../../../src/engine/fixtures/discover-fixtures";
import type { FixtureFile } from "../../../src/engine/fixtures/fixture-file";
import { runFixture } from "../../../src/engine/fixtures/run-fixture";
import { resolveVariant } from "../../../src/engine/resolve-variant";
import { settingsFromFiles } from "../../../src/engine/settings-from-files";
import type { VariantIndex } from "../../../src/engine/variant-index";
import { variantKey } from "../../../src/engine/variant-axes";
import { compileValidatorModule } from "../compile-validator-module";
import { chainName, declaredChains } from "../declared-chains";
import { createFsContentSource } from "../fs-content-source";
import { generatedVariant } from "../generated-files";
import { GENERATED_HEADER } from "../generated-header";
import { jsonText } from "../json-text";
import { writeFileAtomically } from "./write-file-atomically";

/** One fixture file run over a content tree by npm test's fixture runner. */
export interface TreeFixtureOutcome {
  /** content path: tests/fixtures/<form>/<market>[/<method>]/<case>.json */
  path: string;
  ok: boolean;
  /** expected, not reported */
  missing: IssueKey[];
  /** reported, not expected */
  unexpected: IssueKey[];
  /** why it could not run at all (format, placement, a chain that does not resolve or compile) */
  problems: string[];
  /** the file as it is (when it parses) */
  fixture?: FixtureFile;
  /** the issues the content gives the fixture's data now (when it ran): expected − missing + unexpected */
  actual?: IssueKey[];
}

export interface TreeFixtureOptions {
  /** the forms whose fixtures run (default: every fixture of the tree) */
  forms?: readonly string[];
  /** fixture content paths left out (a save removes them) */
  skip?: readonly string[];
  /** only these fixture content paths run (a save that writes fixtures and no content) */
  only?: readonly string[];
  /**
   * where the generated validators and variants are kept by content hash (as gen names them:
   * `shared/`, shared by every run and process — a file is written once, atomically), beside each
   * run's own generated root (`run-*`: its variant index, links to the shared files, the fixtures' copies)
   */
  generatedDir: string;
}

/** A run whose files are prepared: `run()` runs them. */
export interface PreparedTreeFixtures {
  /** how many fixture files it runs */
  count: number;
  run: () => Promise<TreeFixtureOutcome[]>;
}

const FIXTURES_DIR = "tests/fixtures";
const GENERATED_KINDS = ["validators", "variants"] as const;

function parsedFixture(file: string): FixtureFile | undefined {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as unknown;
    return value !== null &&
      typeof value === "object" &&
      "data" in value &&
      "expect" in value
      ? (value as FixtureFile)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The fixtures of a content tree run by **npm test's own fixture runner** (`runFixture`, as
 * tests/fixtures/fixtures.test.ts does: the precompiled validator and the runtime rules of the
 * chain), over validators and variants written with gen's own code (`resolveVariant`,
 * `compileValidatorModule`, `generatedVariant`'s content-hash names) for the chains the fixtures
 * name — so a tree whose fixtures pass here passes `npm test`'s fixture stage once `npm run gen`
 * has written the same files into src/generated.
 *
 * Synchronous part (`root` may be the studio's mirror holding unsaved texts only for this call):
 * the fixture files and the fixture meta-schema are copied, the chains resolved and compiled.
 * `run()` then runs them and removes the copies.
 */
export function prepareTreeFixtures(
  root: string,
  options: TreeFixtureOptions,
): PreparedTreeFixtures {
  const fixturesRoot = join(root, FIXTURES_DIR);
  const skip = new Set(options.skip ?? []);
  const forms =
    options.forms === undefined ? undefined : new Set(options.forms);
  const only = options.only === undefined ? undefined : new Set(options.only);
  const refs = existsSync(fixturesRoot)
    ? discoverFixtures(fixturesRoot).filter(
        (ref) =>
          !skip.has(`${FIXTURES_DIR}/${ref.relativePath}`) &&
          (only === undefined || only.has(`${FIXTURES_DIR}/${ref.relativePath}`)) &&
          (forms === undefined ||
            (ref.formId !== undefined && forms.has(ref.formId)) ||
            ref.formId === undefined),
      )
    : [];
  const shared = join(options.generatedDir, "shared");
  for (const kind of GENERATED_KINDS)
    mkdirSync(join(shared, kind), { recursive: true });
  // the run's generated root links to the shared files; at the same depth as shared/, so the
  // relative imports compiled into a validator resolve alike from either path
  const runDir = mkdtempSync(join(options.generatedDir, "run-"));
  for (const kind of GENERATED_KINDS)
    symlinkSync(join("..", "shared", kind), join(runDir, kind), "dir");
  const metaSchemaFile = join(runDir, "fixture.schema.json");
  copyFileSync(
    join(root, "schemas", "meta", "fixture.schema.json"),
    metaSchemaFile,
  );
  for (const ref of refs) {
    const copy = join(runDir, "fixtures", ...ref.relativePath.split("/"));
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(ref.file, copy);
  }

  const source = createFsContentSource(root);
  const formIds = new Set(source.formIds());
  const index: VariantIndex = { forms: {} };
  /** "form|chain key" → why the chain has no generated files */
  const chainProblems = new Map<string, string>();
  for (const ref of refs) {
    const { formId, market, method } = ref;
    if (formId === undefined || market === undefined || !formIds.has(formId))
      continue;
    const key = variantKey(market, method);
    if (
      index.forms[formId]?.chains[key] !== undefined ||
      chainProblems.has(`${formId}|${key}`)
    )
      continue;
    const chain = declaredChains(source, formId).find(
      (axes) => axes.market === market && axes.method === method,
    );
    // an undeclared chain gets no files: the runner names it ("no generated validator …")
    if (chain === undefined) continue;
    const axes = source.formAxes(formId);
    const form = (index.forms[formId] ??= {
      ...(axes.direction === undefined ? {} : { direction: axes.direction }),
      methods: [...axes.methods],
      chains: {},
    });
    try {
      const variant = resolveVariant(formId, chain, {
        source,
        settings: settingsFromFiles(source.settingsFiles(), chain.market),
      });
      const generated = generatedVariant(formId, variant);
      const { variantStem, validatorStem } = generated;
      const variantFile = join(shared, "variants", `${variantStem}.json`);
      if (!existsSync(variantFile))
        writeFileAtomically(
          variantFile,
          jsonText({ $comment: GENERATED_HEADER, ...generated.shared }),
        );
      const validatorFile = join(shared, "validators", `${validatorStem}.js`);
      if (!existsSync(validatorFile))
        writeFileAtomically(
          validatorFile,
          compileValidatorModule(variant.schema, validatorFile),
        );
      form.chains[key] = { variant: variantStem, validator: validatorStem };
    } catch (error) {
      chainProblems.set(
        `${formId}|${key}`,
        `${chainName(formId, chain)} does not resolve or compile: ${(error as Error).message}`,
      );
    }
  }

  writeFileSync(
    join(runDir, "variant-index.json"),
    jsonText({ $comment: GENERATED_HEADER, ...index }),
  );

  const run = async () => {
    try {
      const copies = existsSync(join(runDir, "fixtures"))
        ? discoverFixtures(join(runDir, "fixtures"))
        : [];
      const outcomes: TreeFixtureOutcome[] = [];
      for (const ref of copies) {
        const result = await runFixture(ref, {
          generatedRoot: runDir,
          metaSchemaFile,
        });
        const chainProblem =
          ref.formId === undefined || ref.market === undefined
            ? undefined
            : chainProblems.get(
                `${ref.formId}|${variantKey(ref.market, ref.method)}`,
              );
        const fixture = parsedFixture(ref.file);
        const ran = result.problems.length === 0;
        const expected = fixture?.expect.errors ?? [];
        outcomes.push({
          path: `${FIXTURES_DIR}/${ref.relativePath}`,
          ok: result.ok,
          missing: result.missing,
          unexpected: result.unexpected,
          problems:
            chainProblem === undefined ? result.problems : [chainProblem],
          ...(fixture === undefined ? {} : { fixture }),
          ...(ran && fixture !== undefined
            ? {
                actual: [
                  ...compareIssues(result.missing, expected).unexpected,
                  ...result.unexpected,
                ],
              }
            : {}),
        });
      }
      return outcomes;
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  };
  return { count: refs.length, run };
}

/** prepareTreeFixtures and its run in one. */
export function runTreeFixtures(
  root: string,
  options: TreeFixtureOptions,
): Promise<TreeFixtureOutcome[]> {
  return prepareTreeFixtures(root, options).run();
}

/**
 * The forms whose fixtures a change of these content paths can break: a form's own files → that
 * form; a payment method's overlays or the cashier catalogue → the cashier forms; a fixture → its
 * form; texts and flows → none; anything else under schemas/ (markets, settings) → every form.
 */
export function formsAffectedBy(
  paths: readonly string[],
  formIds: readonly string[],
  cashierForms: readonly string[],
): string[] {
  const affected = new Set<string>();
  for (const path of paths) {
    const parts = path.split("/");
    if (
      parts[0] === "schemas" &&
      parts[1] === "forms" &&
      parts[2] !== undefined
    )
      affected.add(parts[2]);
    else if (parts[0] === "schemas" && parts[1] === "cashier")
      for (const form of cashierForms) affected.add(form);
    else if (
      parts[0] === "tests" &&
      parts[1] === "fixtures" &&
      parts[2] !== undefined
    )
      affected.add(parts[2]);
    else if (parts[0] === "schemas" && parts[1] !== "meta")
      for (const form of formIds) affected.add(form);
  }
  return [...affected].filter((form) => formIds.includes(form)).sort();
}
