import type { ContentSource, OverlayPatch } from './content-source';
import type { VariantAxes } from './variant-axes';

export type OverlayAxis = 'market' | 'method' | 'method × market';

/** One overlay of a variant's chain, with the file it comes from (for error messages and the matrix). */
export interface OverlayLayer {
  axis: OverlayAxis;
  /** the content file, POSIX, relative to the content root */
  file: string;
  /** JSON pointer of the patch inside that file ("" or "/deposit") */
  at: string;
  /** the file's $comment: the rule the overlay implements */
  comment: string;
  patch: OverlayPatch;
}

/** An axis value the form does not declare (unknown method, a method on a form without methods, a wrong direction). */
export class UnknownVariantError extends Error {
  override name = 'UnknownVariantError';
}

/**
 * The declared axes of a form checked against a request: the method must be one the catalogue
 * declares for the form's direction, a direction must match the form's. Throws UnknownVariantError.
 */
export function checkAxes(formId: string, axes: { direction?: string; methods: readonly string[] }, request: Omit<VariantAxes, 'market'>): void {
  if (request.direction !== undefined && request.direction !== axes.direction) {
    throw new UnknownVariantError(
      axes.direction === undefined
        ? `Form "${formId}" has no direction (asked for "${request.direction}")`
        : `Form "${formId}" is the ${axes.direction} form (asked for "${request.direction}")`,
    );
  }
  if (request.method === undefined || axes.methods.includes(request.method)) return;
  throw new UnknownVariantError(
    axes.methods.length === 0
      ? `Form "${formId}" has no payment methods (asked for "${request.method}")`
      : `Unknown payment method "${request.method}" for form "${formId}" (methods: ${axes.methods.join(', ')})`,
  );
}

/**
 * The overlays of one variant in the order they apply: market, then payment method, then
 * method × market (the later wins). Only files that exist are layers.
 */
export function overlayChain(source: ContentSource, formId: string, axes: VariantAxes): OverlayLayer[] {
  const declared = source.formAxes(formId);
  checkAxes(formId, declared, axes);
  const layers: OverlayLayer[] = [];
  const market = source.overlay(formId, axes.market);
  if (market) {
    layers.push({ axis: 'market', file: `schemas/forms/${formId}/markets/${axes.market}.json`, at: '', comment: market.$comment, patch: market });
  }
  const { method } = axes;
  const direction = declared.direction;
  if (method === undefined || direction === undefined) return layers;
  const methodOverlay = source.methodOverlay(method, direction);
  if (methodOverlay) {
    layers.push({ axis: 'method', file: `schemas/cashier/methods/${method}/${direction}.json`, at: '', comment: methodOverlay.$comment, patch: methodOverlay });
  }
  const methodMarket = source.methodMarketOverlay(method, axes.market);
  const patch = methodMarket?.[direction];
  if (methodMarket && patch) {
    layers.push({
      axis: 'method × market',
      file: `schemas/cashier/methods/${method}/markets/${axes.market}.json`,
      at: `/${direction}`,
      comment: methodMarket.$comment,
      patch,
    });
  }
  return layers;
}
