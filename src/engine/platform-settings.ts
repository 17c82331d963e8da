/**
 * The settings snapshot the platform serves (groups `be` and `fe`). Only the
 * keys that shape forms are typed; everything else passes through untyped.
 */
export interface PlatformSettings {
  be: BeSettings;
  fe: FeSettings;
  [key: string]: unknown;
}

export interface MinMax {
  min: number;
  max: number;
}

export interface FeSettings {
  passwordLimits: MinMax;
  passwordStrength: 'standard' | 'strong';
  playerAgeLimit: MinMax;
  registration: {
    mandatoryNationalIdNumberFor: string[];
    methods: { selector: string[] };
    defaultCountry: string;
    [key: string]: unknown;
  };
  /** keyed by ISO 3166-1 alpha-3 country code, with a `default` entry */
  phoneNumberLength: { default: MinMax; [iso3: string]: MinMax };
  /** state codes per ISO alpha-3 country */
  countryStates: Record<string, string[]>;
  genderOptions: string[];
  sportsBettingAgeLimit: { default: number; [iso3: string]: number };
  notificationAutoHideDuration: number;
  /** the balance popover's wagering display (spec 3 §9) */
  balanceWageringRequirementUnitType?: 'percent' | 'amount';
  allowedCountries: string[];
  currencies: string[];
  [key: string]: unknown;
}

export interface BeSettings {
  zignSecActive?: boolean;
  cddnV3Active?: boolean;
  quickVerify?: boolean;
  idinBanksDropdownEnabled?: boolean;
  idinBanks?: unknown[];
  /** spec 1 §4 'Identity frame': any iDenfy frame message moves on (src/features/verification/verification-back-end-flags.ts) */
  addressCardVerificationEnabled?: boolean;
  /** the automatic identity providers of account validation (spec 1 §4), one flag each */
  veriffActive?: boolean;
  ondatoActive?: boolean;
  sumsubActive?: boolean;
  [key: string]: unknown;
}
