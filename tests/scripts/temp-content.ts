import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type ContentFiles = Record<string, unknown>;

/** A small but complete content tree: two markets' worth of settings, one form with an overlay, a flow, a fixture. */
export function baseContent(): ContentFiles {
  return {
    'schemas/markets.json': {
      defaultMarket: 'HUN',
      markets: [
        { id: 'INT', country: null, regulator: 'x' },
        { id: 'HUN', country: 'HUN', regulator: 'x' },
        { id: 'ROU', country: 'ROU', regulator: 'x' },
      ],
    },
    'schemas/settings/platform.json': {
      $comment: 'test platform',
      // the back-end flags the verification feature reads are served (check-verification-flags.ts)
      be: { zignSecActive: false, addressCardVerificationEnabled: false, veriffActive: false, ondatoActive: false, sumsubActive: false },
      fe: {
        passwordLimits: { min: 6, max: 64 },
        passwordStrength: 'standard',
        playerAgeLimit: { min: 18, max: 100 },
        registration: { mandatoryNationalIdNumberFor: ['ROU'], methods: { selector: ['regular'] }, defaultCountry: 'HUN' },
        phoneNumberLength: { default: { min: 9, max: 15 }, HUN: { min: 9, max: 12 } },
        countryStates: { CAN: ['AB'] },
        genderOptions: ['male', 'female'],
        sportsBettingAgeLimit: { default: 18 },
        notificationAutoHideDuration: 5000,
        allowedCountries: [],
        currencies: ['EUR', 'HUF'],
        responsibleGambling: {
          regulator: { name: 'Test Gaming Authority', shortName: 'TGA', url: 'https://regulator.example' },
          helplines: [{ name: 'Test Helpline', url: 'https://help.example' }],
        },
        paymentLogos: ['visa'],
      },
    },
    'schemas/settings/markets/HUN.json': { $comment: 'Hungary: 8 character passwords', fe: { passwordLimits: { min: 8 } } },
    'schemas/forms/signup/schema.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'signup',
      title: 'signup:title',
      type: 'object',
      required: ['email', 'password', 'zipCode'],
      properties: {
        email: { type: 'string', title: 'forms:email.label', format: 'email', maxLength: 100 },
        password: { type: 'string', title: 'forms:password.label', minLength: { $setting: 'fe.passwordLimits.min' }, maxLength: 64, 'x-sensitive': true },
        currency: { type: 'string', title: 'forms:currency.label', enum: { $setting: 'fe.currencies' } },
        zipCode: { type: 'string', title: 'zipCode.label', maxLength: 10 },
        country: { type: 'string', title: 'forms:country.label', maxLength: 3 },
      },
      allOf: [
        {
          if: { required: ['country'], properties: { country: { const: 'HUN' } } },
          then: { properties: { zipCode: { format: 'hu-zip', maxLength: 4, 'x-errorCode': { format: 'hungaryZipCode' } } } },
        },
      ],
      'x-rules': { passwordPolicy: { rule: 'passwordPolicy', params: { field: 'password' } } },
    },
    'schemas/forms/signup/ui.json': {
      'ui:pages': [{ id: 'main', title: 'signup:pages.main', fields: ['email', 'password', 'currency', 'zipCode', 'country'] }],
      email: { 'ui:widget': 'email' },
      password: { 'ui:widget': 'password', 'ui:help': 'forms:password.help' },
    },
    'schemas/forms/signup/markets/ROU.json': {
      $comment: 'Test regulator: the currency is fixed and read-only in Romania.',
      schema: { required: ['email', 'password', 'zipCode', 'currency'] },
      ui: { currency: { 'ui:readonly': true } },
    },
    'src/i18n/locales/en/forms.json': {
      email: { label: 'E-mail' },
      password: { label: 'Password', help: 'Strong' },
      currency: { label: 'Currency' },
      zipCode: { label: 'Zip' },
      country: { label: 'Country' },
    },
    'src/i18n/locales/en/signup.json': { title: 'Sign up', pages: { main: 'Main' } },
    'src/i18n/locales/en/validation.json': { hungaryZipCode: 'Hungarian zip codes have 4 digits.' },
    'flows/signup.flow.json': {
      id: 'signup',
      initial: 'form',
      states: {
        form: { meta: { form: 'signup', page: 'main' }, on: { NEXT: { guard: 'isReady', target: 'done', actions: ['save'] } } },
        done: { type: 'final' },
      },
    },
    'tests/fixtures/signup/HUN/ok.json': { description: 'valid', data: { email: 'a@b.co' }, expect: { valid: true } },
  };
}

export const TEST_FLOW_NAMES = { signup: { guards: ['isReady'], actions: ['save'], actors: [], screens: ['intro'] } };

/** Writes content into a new temp directory and returns its path. */
export function writeContent(files: ContentFiles): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [path, value] of Object.entries(files)) {
    const absolute = join(root, path);
    mkdirSync(dirname(absolute), { recursive: true });
    writeFileSync(absolute, typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  }
  return root;
}

export function removeContent(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
