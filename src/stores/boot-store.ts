import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CmsPage, Language } from '../api/endpoints';
import type { ApiPort, StoreApiError } from './api-port';
import type { SessionStore } from './session-store';
import type { SettingsStore } from './settings-store';

export type SiteLanguage = Language;
export type ContentPage = CmsPage;

export type BootStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BootStoreDeps {
  api: ApiPort;
  settings: SettingsStore;
  session: SessionStore;
  /** receives the CMS translation overrides of a language (merged into i18next by the app) */
  applyTranslations: (language: string, overrides: Record<string, unknown>) => void;
}

/**
 * Startup: the main loading screen stays until languages, settings and pages are loaded
 * (spec 1 §2 Startup). Any of them failing is the unexpected-error state; the session, the CMS
 * translations and the country are best effort.
 */
export class BootStore {
  status: BootStatus = 'idle';
  error: StoreApiError | null = null;
  languages: SiteLanguage[] = [];
  pages: ContentPage[] = [];
  /** detected country (ISO3), only asked for when the allowed-countries list is not empty */
  country: string | null = null;

  private readonly deps: BootStoreDeps;
  private readonly translationsLoaded = new Set<string>();

  constructor(deps: BootStoreDeps) {
    this.deps = deps;
    makeAutoObservable<BootStore, 'deps' | 'translationsLoaded'>(
      this,
      { deps: false, translationsLoaded: false, languages: observableRef, pages: observableRef },
      { autoBind: true },
    );
  }

  get ready(): boolean {
    return this.status === 'ready';
  }

  /** Redirect to /blocked when an allow-list exists and the detected country is not on it. */
  get blocked(): boolean {
    const allowed = this.deps.settings.feValue('allowedCountries');
    if (!Array.isArray(allowed) || allowed.length === 0 || this.country === null) return false;
    return !allowed.includes(this.country);
  }

  async start(language: string): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    this.error = null;
    const [languages, pages, settingsOk] = await Promise.all([
      this.deps.api.call<SiteLanguage[]>('languages'),
      this.deps.api.call<ContentPage[]>('pages'),
      this.deps.settings.load(),
      this.deps.session.restore(),
      this.loadTranslations(language),
    ]);
    if (settingsOk) await this.detectCountry();
    runInAction(() => {
      if (languages.ok) this.languages = languages.data;
      if (pages.ok) this.pages = pages.data;
      const settingsError = settingsOk ? null : (this.deps.settings.error ?? { errorCode: 0, kind: 'server' as const });
      this.error = settingsError ?? (!languages.ok ? languages.error : !pages.ok ? pages.error : null);
      this.status = this.error === null ? 'ready' : 'error';
    });
  }

  /** CMS overrides for a language, once per language; failures keep the bundled texts. */
  async loadTranslations(language: string): Promise<void> {
    if (this.translationsLoaded.has(language)) return;
    this.translationsLoaded.add(language);
    const result = await this.deps.api.call<Record<string, unknown>>('translations', { lang: language });
    if (result.ok && result.data && typeof result.data === 'object') {
      this.deps.applyTranslations(language, result.data);
    } else {
      this.translationsLoaded.delete(language);
    }
  }

  page(key: string): ContentPage | undefined {
    return this.pages.find((page) => page.key === key);
  }

  private async detectCountry(): Promise<void> {
    // needed for the blocked-country rule and for pay-and-play limited to some countries
    const allowed = this.deps.settings.feValue('allowedCountries');
    const payAndPlay = this.deps.settings.feValue('payAndPlay.allowedCountries');
    const listed = (list: unknown) => Array.isArray(list) && list.length > 0;
    if (!listed(allowed) && !listed(payAndPlay)) return;
    const result = await this.deps.api.call<{ country: string }>('countryDetect');
    if (result.ok) runInAction(() => (this.country = result.data.country));
  }
}
