import { describe, expect, it } from 'vitest';
import { jsonCursorContext } from '../../studio/src/json-cursor-context';
import { jsonObjectMembers } from '../../studio/src/json-object-members';

/** The context at the "|" of a text (the bar is removed). */
function at(marked: string) {
  const position = marked.indexOf('|');
  return jsonCursorContext(marked.replace('|', ''), position);
}

describe('jsonCursorContext', () => {
  it('tells a value inside a string under its keys, with what is typed', () => {
    expect(at('{ "ui": { "nickName": { "ui:widget": "te|" } } }')).toEqual({ path: ['ui', 'nickName'], isKey: false, key: 'ui:widget', inArray: false, inString: true, from: 38, typed: 'te', starts: [0, 8, 22] });
  });

  it('finds the members of the object a container start names, without the key being typed', () => {
    const text = '{ "rule": "sameAs", "params": { "field": "email", "ot';
    expect(jsonObjectMembers(text, 0)).toEqual([{ key: 'rule', value: 'sameAs' }, { key: 'params' }]);
    expect(jsonObjectMembers(text, text.indexOf('{ "field"'), text.length)).toEqual([{ key: 'field', value: 'email' }]);
    expect(jsonObjectMembers('{ "a": { "rule": "inner" }, "b": [ "x" ] }', 0)).toEqual([{ key: 'a' }, { key: 'b' }]);
  });

  it('tells a property name of an unfinished text', () => {
    const context = at('{ "schema": { "properties": { "email": { "fo|');
    expect(context).toMatchObject({ path: ['schema', 'properties', 'email'], isKey: true, inString: true, typed: 'fo' });
    expect(context.key).toBeUndefined();
  });

  it('names an array item by its array and keeps the property it belongs to', () => {
    expect(at('{ "schema": { "required": ["email", "na|"] } }')).toMatchObject({ path: ['schema', 'required'], key: 'required', inArray: true, inString: true, typed: 'na' });
    expect(at('{ "ui:pages": [{ "id": "a", "fields": ["|"] }] }')).toMatchObject({ path: ['ui:pages', '[]', 'fields'], key: 'fields', inArray: true });
  });

  it('forgets a key after the comma and tells the next property name', () => {
    expect(at('{ "a": 1, |')).toMatchObject({ path: [], isKey: true, inString: false, typed: '' });
    expect(at('{ "a": { "b": true }, "c": |')).toMatchObject({ path: [], isKey: false, key: 'c', inString: false });
  });

  it('is not fooled by braces, quotes and escapes inside strings', () => {
    expect(at('{ "$comment": "a } \\" [ {", "format": "|" }')).toMatchObject({ path: [], key: 'format', inString: true });
  });

  it('types a bare word outside a string', () => {
    expect(at('{ "busy": tr|')).toMatchObject({ key: 'busy', inString: false, from: 10, typed: 'tr' });
  });
});
