import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { sofRangeLabel } from '../../../src/renderer/widgets/sof-range-label';

const t = i18next.createInstance();
await t.init({
  lng: 'en',
  resources: { en: { renderer: { sofRange: { between: '{{start}} - {{end}} {{currency}}/month', lessThan: 'less than {{end}} {{currency}}/month', moreThan: 'more than {{start}} {{currency}}/month' } } } },
});

describe('sofRangeLabel', () => {
  it('reads "start:end", ":end" and "start:" as the spec words them, with German grouping', () => {
    expect(sofRangeLabel(t.t, '1000:5000', 'HUF')).toBe('1.000 - 5.000 HUF/month');
    expect(sofRangeLabel(t.t, ':1000', 'HUF')).toBe('less than 1.000 HUF/month');
    expect(sofRangeLabel(t.t, '20000:', 'EUR')).toBe('more than 20.000 EUR/month');
  });
});
