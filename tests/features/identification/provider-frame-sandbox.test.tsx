import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { identificationScreens } from '../../../src/features/identification/identification-screens';
import { identificationMethod } from '../../../src/features/identification/identification-methods';

type ProviderProps = ComponentProps<(typeof identificationScreens)['provider']>;

function renderFrame(method: string, frameSandbox?: string[]): HTMLIFrameElement | null {
  const descriptor = { ...identificationMethod(method)!, ...(frameSandbox ? { frameSandbox } : {}) };
  const Provider = identificationScreens.provider!;
  const props = {
    context: { started: { url: 'http://localhost:5174/identification.html#nonce=1' } },
    extras: { method, descriptor, logic: { frame: { attach: () => undefined } } },
    send: () => undefined,
  } as unknown as ProviderProps;
  return render(<Provider {...props} />).container.querySelector('iframe');
}

describe('the provider frame', () => {
  it('is sandboxed with exactly the permissions the method names in schemas/identification/methods.json', () => {
    expect(renderFrame('cddn')?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(renderFrame('top')?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(renderFrame('top', ['allow-scripts', 'allow-same-origin', 'allow-forms'])?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
  });

  it('gets the default sandbox when the method names none', () => {
    const { frameSandbox: _ignored, ...descriptor } = identificationMethod('cddn')!;
    const Provider = identificationScreens.provider!;
    const props = {
      context: { started: { url: 'http://localhost:5174/identification.html' } },
      extras: { method: 'cddn', descriptor, logic: { frame: { attach: () => undefined } } },
      send: () => undefined,
    } as unknown as ProviderProps;
    expect(render(<Provider {...props} />).container.querySelector('iframe')?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });
});
