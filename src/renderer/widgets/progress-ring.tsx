import type { ReactNode } from 'react';
import './progress-ring.css';

interface ProgressRingProps {
  /** the part to draw, in any whole unit (cents, minutes, percent) */
  value: number;
  /** the whole, in the same unit */
  max: number;
  /** the accessible name, e.g. "Available: 40,00 €" or "Wagering requirement" */
  label: string;
  /** the value in words for assistive technology; defaults to the label */
  valueText?: string;
  /** a meter (a limit's available share) or a progressbar (a requirement being worked through) */
  role?: 'meter' | 'progressbar';
  /** what the centre shows; defaults to the drawn percentage */
  centre?: ReactNode;
  size?: number;
}

const STROKE = 6;

/**
 * A ring showing a share of a whole — a limit's available amount (spec 3 §2), the wagering
 * requirement's progress (the balance popover): an SVG drawn with presentation attributes only
 * (strict CSP, no inline style), exposed to assistive technology as a meter or progressbar with
 * its value and name; the drawing itself is hidden.
 */
export function ProgressRing({ value, max, label, valueText = label, role = 'meter', centre, size = 48 }: ProgressRingProps) {
  const whole = Math.max(1, max);
  const shown = Math.min(Math.max(0, value), whole);
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const percent = Math.round((shown * 100) / whole);
  return (
    <span className="sf-progress-ring" role={role} aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="currentColor" strokeOpacity={0.2} strokeWidth={STROKE} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className="sf-progress-ring__text" aria-hidden="true">
        {centre ?? `${percent}%`}
      </span>
    </span>
  );
}
