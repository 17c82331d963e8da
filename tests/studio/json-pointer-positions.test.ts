import { describe, expect, it } from 'vitest';
import { jsonPointerPositions, nearestRange } from '../../studio/src/json-pointer-positions';

const TEXT = `{
  "$comment": "rule",
  "ui": { "nickName": { "ui:widget": "text" }, "a/b~c": 1 },
  "schema": { "required": ["email", "country"] }
}`;

describe('jsonPointerPositions', () => {
  it('finds every pointer with the range of its value and its member name', () => {
    const ranges = jsonPointerPositions(TEXT);
    const widget = ranges.get('/ui/nickName/ui:widget');
    expect(widget && TEXT.slice(widget.from, widget.to)).toBe('"text"');
    expect(widget?.keyFrom !== undefined && TEXT.slice(widget.keyFrom, widget.keyFrom + 11)).toBe('"ui:widget"');
    const second = ranges.get('/schema/required/1');
    expect(second && TEXT.slice(second.from, second.to)).toBe('"country"');
    expect(ranges.has('/ui/a~1b~0c')).toBe(true);
    expect(ranges.get('')).toEqual({ from: 0, to: TEXT.length });
  });

  it('keeps what it read before a syntax error', () => {
    const ranges = jsonPointerPositions('{ "$comment": "x", "ui": { "a": ');
    expect(ranges.has('/$comment')).toBe(true);
    expect(ranges.has('/ui/a')).toBe(false);
  });
});

describe('nearestRange', () => {
  it('falls back to the nearest ancestor present in the text, else the start', () => {
    const ranges = jsonPointerPositions(TEXT);
    expect(nearestRange(ranges, '/ui/nickName/ui:help')).toEqual(ranges.get('/ui/nickName'));
    expect(nearestRange(new Map(), '/x/y')).toEqual({ from: 0, to: 0 });
  });
});
