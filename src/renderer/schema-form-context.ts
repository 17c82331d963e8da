import type { FormDataStore } from './form-state/form-data-store';

/** A campaign the player may pick at registration (GET /api/campaigns/registration). */
export interface RegistrationCampaign {
  campaignId: number;
  /** display text served by the platform (already in the player's language) */
  title: string;
}

/** Server settings as served (groups be and fe); widgets read only the fe keys they document. */
export interface FormSettings {
  be?: Record<string, unknown>;
  fe?: Record<string, unknown>;
}

/** What the caller of SchemaForm may hand to widgets. */
export interface SchemaFormContextExtras {
  settings?: FormSettings;
  /** interface language ("en", "hu", "sv"); defaults to the i18next language */
  language?: string;
  campaigns?: readonly RegistrationCampaign[];
  /** ISO 3166-1 alpha-3 codes a countrySelect with `onlyAvailable` is limited to */
  countries?: readonly string[];
  /** ISO alpha-3 country preselected by the phone widget (else settings fe.registration.defaultCountry) */
  defaultCountry?: string;
  /** "today" for date ranges; tests and server time set it */
  now?: Date;
}

/** The rjsf formContext SchemaForm builds: caller extras plus the live data store. */
export interface SchemaFormContext extends SchemaFormContextExtras {
  dataStore: FormDataStore;
}
