import { escapeHtml } from './escape-html';
import type { PersonaOption, SimulatorOutcome } from './simulators';

/** Pieces shared by the page templates; every value passes escapeHtml here, once. */

/** ` data-name="value"` attributes for <body>, read by the page scripts. */
export function dataAttributes(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
}

export function detailsList(rows: readonly (readonly [label: string, value: string])[]): string {
  const items = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value || '—')}</dd>`).join('\n');
  return `<dl>\n${items}\n</dl>`;
}

/** A radio group; labels wrap their inputs so a cloned group needs no unique ids. */
export function personaChoice(legend: string, personas: readonly PersonaOption[]): string {
  const options = personas
    .map(
      (persona, index) =>
        `<label><input type="radio" name="persona" value="${escapeHtml(persona.value)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(persona.label)}</label>`,
    )
    .join('\n');
  return `<fieldset class="personas">\n<legend>${escapeHtml(legend)}</legend>\n${options}\n</fieldset>`;
}

/** Outcome buttons; `extra` adds per-outcome attributes (already escaped), e.g. where to go next. */
export function outcomeButtons(outcomes: readonly SimulatorOutcome[], extra: (outcome: SimulatorOutcome) => string = () => ''): string {
  const buttons = outcomes
    .map(
      (outcome) =>
        `<button type="button" data-status="${escapeHtml(outcome.status)}" data-value="${escapeHtml(outcome.value)}"${extra(outcome)}>${escapeHtml(outcome.label)}</button>`,
    )
    .join('\n');
  return `<div class="outcomes">\n${buttons}\n</div>`;
}

/** The polite live region where the page says what it recorded and sent. */
export const STATUS_LINE = '<p role="status" aria-live="polite" class="status" data-testid="status"></p>';
