import { describe, expect, it } from 'vitest';
import { createProviderWindow } from '../../src/bridge/provider-window';
import { fakeHost } from './bridge-harness';

describe('createProviderWindow', () => {
  it('opens the url in one named popup with the centred size of a wide screen', () => {
    const { host, open } = fakeHost({ width: 1200, height: 800 });
    const providerWindow = createProviderWindow(host);
    expect(providerWindow.open('http://localhost:5174/identification.html?session=s1')).toBe(true);
    expect(open).toHaveBeenCalledWith('http://localhost:5174/identification.html?session=s1', 'identification-provider', 'popup=yes,width=900,height=600,left=150,top=100');
  });

  it('opens full size (no features) on a narrow screen', () => {
    const { host, open } = fakeHost({ width: 400, height: 800 });
    createProviderWindow(host, 'social-login-google').open('http://p/');
    expect(open).toHaveBeenCalledWith('http://p/', 'social-login-google', undefined);
  });

  it('is the current window only while the popup is open', () => {
    const { host, popups } = fakeHost();
    const providerWindow = createProviderWindow(host);
    expect(providerWindow.current()).toBeNull();
    providerWindow.open('http://p/');
    expect(providerWindow.current()).toBe(popups[0]);
    popups[0]!.closed = true;
    expect(providerWindow.current()).toBeNull();
  });

  it('reports a blocked popup and has no current window then', () => {
    const providerWindow = createProviderWindow({ open: () => null, screen: { width: 1200, height: 800 } });
    expect(providerWindow.open('http://p/')).toBe(false);
    expect(providerWindow.current()).toBeNull();
  });

  it('closes the popup it opened and forgets it', () => {
    const { host, popups } = fakeHost();
    const providerWindow = createProviderWindow(host);
    providerWindow.open('http://p/');
    providerWindow.close();
    expect(popups[0]!.closed).toBe(true);
    expect(providerWindow.current()).toBeNull();
  });
});
