import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { applyConsent } from './apply-consent';
import { consentStorage, type StoredConsent } from './consent-storage';
import type { CookieCategory, CookieSettings } from './cookie-settings';
import { startConsentWidgetRemoval } from './consent-widget-removal';

/** Any part of the site (the settings menu's cookie-text item) opens the consent dialog with it. */
export const OPEN_COOKIE_CONSENT_EVENT = 'site:open-cookie-consent';

export interface CookieConsentDeps {
  loadSettings: () => Promise<CookieSettings | null>;
  storage: Storage;
  doc?: Document;
  target?: EventTarget;
}

/**
 * Cookie consent (spec 3 §3, §7): the operator's categories, the choice stored on this device,
 * applied on every page load (refused categories' cookies deleted, their scripts never loaded).
 */
export class CookieConsentStore {
  settings: CookieSettings | null = null;
  consent: StoredConsent | null = null;
  dialogOpen = false;

  private readonly deps: CookieConsentDeps;
  private stops: (() => void)[] = [];

  constructor(deps: CookieConsentDeps) {
    this.deps = deps;
    makeAutoObservable<CookieConsentStore, 'deps' | 'stops'>(
      this,
      { deps: false, stops: false, settings: observableRef, consent: observableRef },
      { autoBind: true },
    );
  }

  /** The banner asks until a choice is stored. */
  get bannerVisible(): boolean {
    return this.settings !== null && this.consent === null;
  }

  /** Categories offered to the player (those in use). */
  get categories(): CookieCategory[] {
    return this.settings?.categories.filter((item) => item.enabled) ?? [];
  }

  isAccepted(id: string): boolean {
    const item = this.categories.find((candidate) => candidate.id === id);
    return item !== undefined && (item.required || (this.consent?.accepted.includes(id) ?? false));
  }

  /** Reads the choice, applies it, starts the widget check and listens for the open event. */
  async start(): Promise<void> {
    const target = this.deps.target ?? window;
    const onOpen = () => this.openDialog();
    target.addEventListener(OPEN_COOKIE_CONSENT_EVENT, onOpen);
    this.stops.push(() => target.removeEventListener(OPEN_COOKIE_CONSENT_EVENT, onOpen));
    this.stops.push(startConsentWidgetRemoval(this.deps.doc ?? document));
    const consent = consentStorage.read(this.deps.storage);
    const settings = await this.deps.loadSettings();
    runInAction(() => {
      this.consent = consent;
      this.settings = settings;
    });
    if (settings) applyConsent(settings, consent?.accepted ?? [], this.deps.doc);
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  openDialog(): void {
    this.dialogOpen = true;
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }

  acceptAll(): void {
    this.save(this.categories.map((item) => item.id));
  }

  acceptNecessary(): void {
    this.save([]);
  }

  /** Stores the choice (required categories are implied) and applies it at once. */
  save(accepted: readonly string[]): void {
    const offered = new Set(this.categories.filter((item) => !item.required).map((item) => item.id));
    this.consent = consentStorage.write(this.deps.storage, accepted.filter((id) => offered.has(id)));
    this.dialogOpen = false;
    if (this.settings) applyConsent(this.settings, this.consent.accepted, this.deps.doc);
  }
}
