import type { BrowserContext, Page } from 'playwright-core';
import { renderCounterScript } from './page/render-counter';
import type { BenchState } from './page/measure';
import { median, type Measurement } from './bench-stats';
import { syntheticFormId, targetField } from './synthetic-form';

export interface PageMeasureOptions {
  url: string;
  run: number;
  peer: string;
  size: number;
  throttle: number;
  keystrokes: number;
  blurs: number;
}

/** The id of the field the bench types into, per library (each names its inputs its own way). */
function targetSelector(peer: string, size: number): string {
  const field = targetField(size);
  switch (peer) {
    case 'plain':
      return `#plain-${field}`;
    case 'rhf':
      return `#rhf-${field}`;
    case 'rjsf':
    case 'rjsf-live':
      return `#root_${field}`;
    case 'ours':
      return `#sf-${syntheticFormId(size)}_${field}`;
    case 'registration':
      return '#sf-registration_email';
    default:
      throw new Error(`unknown bench peer "${peer}"`);
  }
}

/** A valid and an invalid value of the target field, alternated so every blur changes the error line. */
function blurValues(peer: string): readonly [string, string] {
  return peer === 'registration' ? ['player@example.com', 'player@example'] : ['abc', 'ab1'];
}

async function benchState(page: Page): Promise<BenchState> {
  return page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
}

async function waitForSamples(page: Page, kind: 'keystrokes' | 'blurs', count: number): Promise<void> {
  await page.evaluate(
    ([which, atLeast]) => (window as unknown as { __benchWait: (k: string, n: number) => Promise<void> }).__benchWait(which, atLeast),
    [kind, count] as const,
  );
}

async function setMode(page: Page, mode: 'keys' | 'blur' | 'off'): Promise<void> {
  await page.evaluate((next) => (window as unknown as { __benchMode: (m: string) => void }).__benchMode(next), mode);
}

/**
 * One library at one size in a fresh page under the CPU throttle: mount to first paint, then
 * `keystrokes` keys typed into one field (each: processing, paint, renders), then `blurs` times
 * leaving that field with Tab after a value that flips its verdict.
 */
export async function measurePage(context: BrowserContext, options: PageMeasureOptions): Promise<Measurement> {
  const { peer, size } = options;
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: renderCounterScript() });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    await page.goto(`${options.url}/?peer=${peer}&size=${size}`);
    await page.waitForFunction(() => {
      const state = (window as unknown as { __bench?: BenchState }).__bench;
      return state?.mount !== undefined || state?.error !== undefined;
    }, undefined, { timeout: 120_000, polling: 100 });
    const mounted = await benchState(page);
    if (mounted.error || !mounted.mount) throw new Error(`${peer} ${size}: ${mounted.error ?? 'did not mount'}`);

    const target = page.locator(targetSelector(peer, size));
    await target.focus();
    await setMode(page, 'keys');
    for (let index = 0; index < options.keystrokes; index += 1) {
      await page.keyboard.press(String.fromCharCode(97 + (index % 26)));
      await waitForSamples(page, 'keystrokes', index + 1);
    }
    await setMode(page, 'off');

    const [valid, invalid] = blurValues(peer);
    for (let index = 0; index < options.blurs; index += 1) {
      await target.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(index % 2 === 0 ? invalid : valid);
      await setMode(page, 'blur');
      await page.keyboard.press('Tab');
      await waitForSamples(page, 'blurs', index + 1);
      await setMode(page, 'off');
    }
    const state = await benchState(page);
    if (state.keystrokes.length === 0 || state.blurs.length === 0) throw new Error(`${peer} ${size}: no samples`);
    return {
      run: options.run,
      size,
      peer,
      mount: state.mount?.paint ?? Number.NaN,
      mountFields: state.mount?.fields ?? 0,
      keyProcessing: median(state.keystrokes.map((sample) => sample.processing)),
      keyPaint: median(state.keystrokes.map((sample) => sample.paint)),
      keyFieldRenders: median(state.keystrokes.map((sample) => sample.fieldRenders)),
      keyComponentRenders: median(state.keystrokes.map((sample) => sample.componentRenders)),
      blurPaint: median(state.blurs.map((sample) => sample.paint)),
      blurFieldRenders: median(state.blurs.map((sample) => sample.fieldRenders)),
    };
  } finally {
    await page.close();
  }
}
