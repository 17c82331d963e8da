import { describe, expect, it } from 'vitest';
import { WIDGET_REGISTRY } from '../../../src/renderer/widgets/widget-registry';
import { isWidgetName, WIDGET_NAMES } from '../../../src/renderer/widgets/widget-names';

describe('WIDGET_REGISTRY', () => {
  it('has exactly the widget names content may use', () => {
    expect(Object.keys(WIDGET_REGISTRY).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it('maps every name to a component', () => {
    for (const name of WIDGET_NAMES) expect(typeof WIDGET_REGISTRY[name]).toBe('function');
  });

  it('tells widget names from other strings', () => {
    expect(isWidgetName('countrySelect')).toBe(true);
    expect(isWidgetName('updown')).toBe(false);
  });
});
