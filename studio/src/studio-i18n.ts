import i18next from 'i18next';
import en from './locales/en.json' with { type: 'json' };
import hu from './locales/hu.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };

/** The studio's own texts (namespace "studio"), separate from the site's instance the preview uses. */
export const STUDIO_RESOURCES = { en: { studio: en }, hu: { studio: hu }, sv: { studio: sv } } as const;

export const studioI18n = i18next.createInstance();
void studioI18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'hu', 'sv'],
  resources: STUDIO_RESOURCES,
  ns: ['studio'],
  defaultNS: 'studio',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
