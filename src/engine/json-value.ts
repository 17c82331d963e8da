/** Any value a JSON document can hold (content files, settings, generated variants). */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;

export interface JsonObject {
  [key: string]: JsonValue;
}
