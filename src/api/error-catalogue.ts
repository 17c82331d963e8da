import type { ApiError } from './api-error';
import { blockedAction } from './error-details/blocked-action';
import { fieldNames } from './error-details/field-names';
import { fileLimit } from './error-details/file-limit';
import { LIMIT_TYPES, limitType } from './error-details/limit-type';
import { readTime } from './error-details/read-time';
import { triesLeft } from './error-details/tries-left';
import { untilTime } from './error-details/until-time';
import type { ErrorParam } from './error-description';

export interface DescribeOptions {
  /** the poker client mode (customerApp=poker) has its own 219 text */
  poker?: boolean;
}

export interface EntryText {
  /** suffix of the key: `errors:code.<code>_<variant>`; none = the plain key */
  variant?: string;
  params?: Record<string, ErrorParam>;
}

/**
 * One catalogue code. The plain key `errors:code.<code>` never needs a placeholder, so a
 * detail the platform left out never shows a raw `{{…}}`; variants carry the placeholders.
 */
export interface CatalogueEntry {
  /** variants `describe` may choose (the completeness test checks each has a text) */
  variants?: readonly string[];
  /** variants whose text takes `count` and so has plural forms (_one, _other) */
  counted?: readonly string[];
  describe?: (error: ApiError, options: DescribeOptions) => EntryText | undefined;
}

const ACTIONS = ['gameplay', 'deposit', 'withdrawal'] as const;

const withTriesLeft: CatalogueEntry = {
  variants: ['triesLeft'],
  counted: ['triesLeft'],
  describe: (error) => {
    const count = triesLeft(error.errorDetails);
    return count === undefined ? undefined : { variant: 'triesLeft', params: { count } };
  },
};

const closedUntil: CatalogueEntry = {
  variants: ['until'],
  describe: (error) => {
    const until = untilTime(error);
    return until ? { variant: 'until', params: { until } } : undefined;
  },
};

const blockedByOperator: CatalogueEntry = {
  variants: ACTIONS,
  describe: (error) => {
    const action = blockedAction(error);
    return action ? { variant: action } : undefined;
  },
};

const withReason: CatalogueEntry = {
  variants: ['reason'],
  describe: (error) =>
    error.errorSubMessage ? { variant: 'reason', params: { reason: error.errorSubMessage } } : undefined,
};

const plain: CatalogueEntry = {};

/**
 * Every error code of the spec's catalogues (spec 3 §8, plus the codes spec 1 §8 and spec 2 §8
 * react to). Keys are the codes as strings; the text of each is `errors:code.<code>[_variant]`.
 */
export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  // generic
  '0': plain,
  '1': plain,
  '2': plain,
  '100': plain,
  '101': plain,
  '102': plain,
  '103': plain,
  '104': {
    variants: ['email', 'fields'],
    describe: (error) => {
      const fields = fieldNames(error.errorDetails);
      if (fields.length === 1 && fields[0] === 'email') return { variant: 'email' };
      if (fields.length === 0) return undefined;
      return {
        variant: 'fields',
        params: { fields: fields.map((field) => ({ key: `forms:${field}.label`, defaultValue: field })) },
      };
    },
  },
  '422': plain,

  // login and account
  '105': plain,
  '107': withTriesLeft,
  '109': withTriesLeft,
  '110': plain,
  '111': plain,
  '112': {
    variants: ['deleted'],
    describe: (error) => (error.errorDetails?.deletionRequested === true ? { variant: 'deleted' } : undefined),
  },
  '113': plain,
  '114': plain,
  '115': plain,
  '116': plain,
  '150': plain,
  '170': plain,
  '171': plain,
  '180': plain,
  '181': plain,
  '182': plain,
  '183': plain,
  '199': plain,
  '200': plain,
  '219': { variants: ['poker'], describe: (_error, options) => (options.poker ? { variant: 'poker' } : undefined) },
  '222': plain,
  '233': plain,
  '256': plain,
  '257': plain,
  '258': plain,
  '259': plain,
  '264': plain,
  '265': withTriesLeft,
  '271': plain,
  '272': plain,
  '286': plain,
  '1001': plain,
  // login codes the login notice stays silent about (spec 3 §8 display rules)
  '214': plain,
  '247': plain,
  '248': plain,
  '295': plain,
  '304': plain,

  // region and exclusion
  '108': plain,
  '120': plain,
  '122': closedUntil,
  '123': plain,
  '211': plain,
  '216': {
    variants: ['until', 'permanent'],
    describe: (error) => {
      const until = untilTime(error);
      if (until) return { variant: 'until', params: { until } };
      // the platform marks a closure without end with `permanent`; otherwise support must help
      return error.errorDetails?.permanent === true ? { variant: 'permanent' } : undefined;
    },
  },
  '217': closedUntil,
  '226': plain,
  '235': blockedByOperator,
  '238': {
    variants: ['until', 'provider', 'provider_until'],
    describe: (error): EntryText | undefined => {
      const until = untilTime(error);
      const providerCode = error.errorDetails?.provider;
      const known = typeof providerCode === 'number' || (typeof providerCode === 'string' && providerCode !== '');
      if (!known) return until ? { variant: 'until', params: { until } } : undefined;
      const provider = { key: `errors:provider.${providerCode}`, defaultValue: String(providerCode) };
      return until
        ? { variant: 'provider_until', params: { provider, until } }
        : { variant: 'provider', params: { provider } };
    },
  },
  '239': plain,
  '255': plain,
  '260': {
    variants: [...ACTIONS, 'cardPhotos'],
    describe: (error, options) =>
      String(error.errorSubCode) === '2' ? { variant: 'cardPhotos' } : blockedByOperator.describe?.(error, options),
  },
  '261': blockedByOperator,
  '273': plain,
  '280': plain,

  // payment
  '117': {
    variants: LIMIT_TYPES,
    describe: (error) => {
      const type = limitType(error.errorDetails?.paymentLimit);
      return type ? { variant: type } : undefined;
    },
  },
  '118': plain,
  '119': withReason,
  '121': plain,
  '124': plain,
  '125': plain,
  '126': {
    variants: ['period'],
    describe: (error) => {
      const start = readTime(error.errorDetails?.changeTime);
      const end = readTime(error.errorDetails?.blockEndsTime);
      return start && end ? { variant: 'period', params: { start, end } } : undefined;
    },
  },
  '127': {
    variants: ['bettingBonus', 'turnover'],
    describe: (error) => {
      if (error.errorDetails?.hasActiveBettingBonuses === true) return { variant: 'bettingBonus' };
      const turnover = error.errorDetails?.currentTurnover;
      if (typeof turnover === 'string' || typeof turnover === 'number') {
        return { variant: 'turnover', params: { currentTurnover: String(turnover) } };
      }
      return undefined;
    },
  },
  '138': plain,
  '186': plain,
  '213': plain,
  '224': plain,
  '228': plain,
  '232': plain,
  '234': plain,
  '251': plain,
  '253': plain,
  '254': plain,
  '263': plain,
  '284': plain,
  '308': withReason,
  '311': plain,
  '3001': plain,
  // card declines
  '80_2013': plain,
  '2063': plain,
  '2066': plain,
  '2073': plain,
  '2078': plain,

  // games
  '11': plain,
  '12': plain,
  '131': plain,
  '132': plain,
  '133': plain,
  '205': plain,
  '237': plain,

  // verification
  '128': plain,
  '193': plain,
  '194': plain,
  '195': plain,
  '196': plain,
  '198': plain,
  '209': plain,
  '243': plain,
  '245': plain,
  '266': plain,
  '267': plain,
  '268': plain,
  '269': plain,
  '296': plain,
  '297': plain,
  '302': plain,
  '303': plain,
  '305': plain,
  '306': plain,
  '307': plain,
  '309': plain,
  '310': plain,
  expiredVerification: plain,
  abortedVerification: plain,
  idenfyAML: plain,

  // uploads
  '160': {
    variants: ['fileCount', 'imageCount', 'fileSize', 'fileType'],
    describe: (error) => fileLimit(error.errorDetails),
  },
  '274': plain,
  '275': plain,

  // captcha, campaigns and others
  '184': plain,
  '197': plain,
  '204': {
    variants: ['tooYoung'],
    // one code for two checks: the birth date field means the age check failed
    describe: (error) => (error.errorDetails?.field === 'birthDate' ? { variant: 'tooYoung' } : undefined),
  },
  '225': plain,
  '249': plain,
  '250': plain,
  '252': plain,
  '276': plain,
  '277': plain,
  '278': plain,
  '282': plain,
  '283': plain,
  '400': plain,
  '401': plain,
  '402': plain,
  '403': plain,
  '404': plain,
  '405': plain,
  failedRemoveLimit: plain,
};
