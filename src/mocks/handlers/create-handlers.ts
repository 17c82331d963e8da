import type { HttpHandler } from 'msw';
import { accountDetailsHandlers } from './account-details-handlers';
import { activationHandlers } from './activation-handlers';
import { bonusHandlers } from './bonus-handlers';
import { campaignsHandlers } from './campaigns-handlers';
import { cashierDepositHandlers } from './cashier-deposit-handlers';
import { cashierResumeHandlers } from './cashier-resume-handlers';
import { cashierWithdrawalHandlers } from './cashier-withdrawal-handlers';
import { changeLanguageHandlers } from './change-language-handlers';
import { contactHandlers } from './contact-handlers';
import { documentHandlers } from './document-handlers';
import { fallbackHandlers } from './fallback-handlers';
import { gameMenuHandlers } from './game-menu-handlers';
import { gamesHandlers } from './games-handlers';
import { geoCountryHandlers } from './geo-country-handlers';
import type { HandlerContext } from './handler-context';
import { hungarianWizardHandlers } from './hungarian-wizard-handlers';
import { identificationHandlers } from './identification-handlers';
import { languagesHandlers } from './languages-handlers';
import { limitsClosureHandlers } from './limits-closure-handlers';
import { limitsHandlers } from './limits-handlers';
import { loginByTokenHandlers } from './login-by-token-handlers';
import { loginHandlers } from './login-handlers';
import { logoutHandlers } from './logout-handlers';
import { mockControlHandlers } from './mock-control-handlers';
import { pagesHandlers } from './pages-handlers';
import { passwordHandlers } from './password-handlers';
import { payAndPlayHandlers } from './pay-and-play-handlers';
import { profileHandlers } from './profile-handlers';
import { protectionHandlers } from './protection-handlers';
import { registrationHandlers } from './registration-handlers';
import { serverTimeHandlers } from './server-time-handlers';
import { sessionHandlers } from './session-handlers';
import { settingsHandlers } from './settings-handlers';
import { translationsHandlers } from './translations-handlers';
import { verificationHandlers } from './verification-handlers';
import { walletHandlers } from './wallet-handlers';

/** Every endpoint of the simulated platform over one database; the fallback comes last. */
export function createHandlers(context: HandlerContext): HttpHandler[] {
  return [
    ...settingsHandlers(context),
    ...languagesHandlers(),
    ...translationsHandlers(),
    ...pagesHandlers(),
    ...serverTimeHandlers(context),
    ...sessionHandlers(context),
    ...loginHandlers(context),
    ...loginByTokenHandlers(context),
    ...logoutHandlers(context),
    ...registrationHandlers(context),
    ...identificationHandlers(context),
    ...activationHandlers(context),
    ...passwordHandlers(context),
    ...accountDetailsHandlers(context),
    ...profileHandlers(context),
    ...bonusHandlers(context),
    ...contactHandlers(context),
    ...walletHandlers(context),
    // the Hungarian wizard answers 125 / 128 for deposit and withdrawal details while it is open (issue 14 §4); before the cashier
    ...hungarianWizardHandlers(context),
    ...cashierDepositHandlers(context),
    ...cashierWithdrawalHandlers(context),
    ...cashierResumeHandlers(context),
    ...changeLanguageHandlers(context),
    ...documentHandlers(context),
    ...verificationHandlers(context),
    ...limitsHandlers(context),
    ...limitsClosureHandlers(context),
    ...campaignsHandlers(context),
    ...geoCountryHandlers(context),
    ...gameMenuHandlers(),
    ...gamesHandlers(context),
    ...protectionHandlers(),
    ...mockControlHandlers(context),
    // the visitor pay-and-play deposits and the consents their logins carried (issue 11, mock only)
    ...payAndPlayHandlers(context),
    ...fallbackHandlers(),
  ];
}
