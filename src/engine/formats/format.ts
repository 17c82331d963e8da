/** A custom string format: pure, synchronous, used both by ajv (compiled) and by code. */
export type Format = (value: string) => boolean;
