import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContactChannel } from '../../api/endpoints';

interface VerificationBannerProps {
  /** the logged-in player's verified flags; null for visitors */
  player: { emailVerified: boolean; phoneVerified: boolean } | null;
  /** where the banner's link opens the verification modal for a channel */
  linkTo: (channel: ContactChannel) => string;
}

/** The channel the banner points to: exactly one of the two unverified (spec 1 §2), else none. */
export function bannerChannel(player: VerificationBannerProps['player']): ContactChannel | null {
  if (player === null || player.emailVerified === player.phoneVerified) return null;
  return player.emailVerified ? 'phoneNumber' : 'email';
}

/** The warning banner on other pages that links to ?modal=verification when exactly one channel is unverified. */
export function VerificationBanner({ player, linkTo }: VerificationBannerProps) {
  const { t } = useTranslation();
  const channel = bannerChannel(player);
  if (channel === null) return null;
  return (
    <aside className="verification-banner" aria-label={t('verification:banner.label')}>
      <p>
        {t(`verification:banner.text.${channel}`)} <Link to={linkTo(channel)}>{t(`verification:banner.link.${channel}`)}</Link>
      </p>
    </aside>
  );
}
