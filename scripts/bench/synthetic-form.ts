/**
 * The synthetic forms every bench peer renders: `size` fields cycling through four kinds (a
 * string with a pattern, a number with bounds, an enum, an e-mail), every other one required.
 * One definition, so plain inputs, react-hook-form, plain rjsf and SchemaForm get the same work.
 */
export type SyntheticKind = 'pattern' | 'number' | 'enum' | 'email';

export interface SyntheticField {
  name: string;
  kind: SyntheticKind;
  required: boolean;
  /** i18n key of the label (namespace `bench`), as real content names titles */
  title: string;
  /** the label's English text */
  label: string;
}

export const BENCH_SIZES = [50, 200, 1000] as const;
export type BenchSize = (typeof BENCH_SIZES)[number];

export const PATTERN = '^[A-Za-z ]*$';
export const MAX_LENGTH = 40;
export const NUMBER_MIN = 0;
export const NUMBER_MAX = 1000;
export const ENUM_VALUES = ['alpha', 'beta', 'gamma', 'delta'] as const;
const KINDS: readonly SyntheticKind[] = ['pattern', 'number', 'enum', 'email'];

export function syntheticFields(size: number): SyntheticField[] {
  return Array.from({ length: size }, (_, index) => ({
    name: `f${index}`,
    kind: KINDS[index % KINDS.length] ?? 'pattern',
    required: index % 2 === 0,
    title: `bench:f${index}`,
    label: `Field ${index + 1}`,
  }));
}

/** The field the bench types into and leaves: a required pattern string in the middle of the form. */
export function targetField(size: number): string {
  const middle = Math.floor(size / 2);
  return `f${middle - (middle % KINDS.length)}`;
}

export function syntheticFormId(size: number): string {
  return `bench-${size}`;
}

type JsonSchema = Record<string, unknown>;

function fieldSchema(field: SyntheticField, titles: 'keys' | 'labels'): JsonSchema {
  const title = titles === 'keys' ? field.title : field.label;
  switch (field.kind) {
    case 'pattern':
      return { type: 'string', title, pattern: PATTERN, maxLength: MAX_LENGTH };
    case 'number':
      return { type: 'number', title, minimum: NUMBER_MIN, maximum: NUMBER_MAX };
    case 'enum':
      return { type: 'string', title, enum: [...ENUM_VALUES] };
    case 'email':
      return { type: 'string', title, format: 'email', maxLength: 100 };
  }
}

/** Draft-07 schema of the synthetic form: titles are i18n keys (`keys`, ours) or English text (`labels`, the peers). */
export function syntheticSchema(size: number, titles: 'keys' | 'labels'): JsonSchema {
  const fields = syntheticFields(size);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: syntheticFormId(size),
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, titles)])),
    required: fields.filter((field) => field.required).map((field) => field.name),
  };
}

/** uiSchema for SchemaForm: our widget names, enum options translated under a prefix. */
export function syntheticUi(size: number): JsonSchema {
  return Object.fromEntries(
    syntheticFields(size).flatMap((field) => {
      if (field.kind === 'enum') return [[field.name, { 'ui:widget': 'select', 'ui:options': { labelPrefix: 'bench:option.' } }]];
      if (field.kind === 'email') return [[field.name, { 'ui:widget': 'email' }]];
      return [];
    }),
  );
}

/** The `bench` i18n namespace (labels and enum options) SchemaForm's keys resolve to. */
export function syntheticTexts(size: number): Record<string, unknown> {
  return {
    ...Object.fromEntries(syntheticFields(size).map((field) => [field.title.slice('bench:'.length), field.label])),
    option: Object.fromEntries(ENUM_VALUES.map((value) => [value, value[0]?.toUpperCase() + value.slice(1)])),
  };
}

/** What a valid value of the field looks like, for the peers' own checks. */
export function checkSyntheticValue(field: SyntheticField, value: string): string | undefined {
  if (value === '') return field.required ? 'required' : undefined;
  switch (field.kind) {
    case 'pattern':
      return value.length > MAX_LENGTH || !new RegExp(PATTERN).test(value) ? 'pattern' : undefined;
    case 'number': {
      const number = Number(value);
      return Number.isNaN(number) || number < NUMBER_MIN || number > NUMBER_MAX ? 'range' : undefined;
    }
    case 'enum':
      return (ENUM_VALUES as readonly string[]).includes(value) ? undefined : 'enum';
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'email';
  }
}
