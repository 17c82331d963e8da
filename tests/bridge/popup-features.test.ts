import { describe, expect, it } from 'vitest';
import { popupFeatures } from '../../src/bridge/popup-features';

describe('popupFeatures', () => {
  it('opens 75% of a wide screen, centred', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe('popup=yes,width=1440,height=810,left=240,top=135');
  });

  it('rounds odd sizes to whole pixels', () => {
    expect(popupFeatures({ width: 1001, height: 701 })).toBe('popup=yes,width=751,height=526,left=125,top=88');
  });

  it('lets the browser open it full size on screens up to 800 px wide', () => {
    expect(popupFeatures({ width: 800, height: 1200 })).toBeUndefined();
    expect(popupFeatures({ width: 390, height: 844 })).toBeUndefined();
  });

  it('uses the popup size from 801 px on', () => {
    expect(popupFeatures({ width: 801, height: 600 })).toBe('popup=yes,width=601,height=450,left=100,top=75');
  });
});
