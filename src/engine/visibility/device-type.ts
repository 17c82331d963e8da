import type { DeviceTypeValue } from './visibility-rules';

export type DeviceType = 'mobile' | 'desktop' | 'others';

/** Spec 1 §6: device types mobile, desktop, others; the numeric platform codes 1 and 2 are mobile. */
export function deviceType(value: unknown): DeviceType {
  if (value === 1 || value === 2 || value === '1' || value === '2' || value === 'mobile') return 'mobile';
  if (value === 'desktop') return 'desktop';
  return 'others';
}

export function deviceTypesOf(values: readonly DeviceTypeValue[]): DeviceType[] {
  return values.map(deviceType);
}
