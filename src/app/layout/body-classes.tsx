import { observer } from 'mobx-react-lite';
import { appliedCountry } from '../../engine/applied-country';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isPayAndPlayAllowed } from '../content/is-pay-and-play-allowed';
import { isPokerApp } from '../content/is-poker-app';
import { pageMarkers } from '../content/page-markers';
import { useRootStore } from '../hooks/use-root-store';

/** Session-storage key (allow-listed): the tab was opened by the poker client, which outlives navigation and logout. */
export const POKER_APP_KEY = 'site:poker-app';

function rememberedPokerApp(): boolean {
  try {
    return window.sessionStorage.getItem(POKER_APP_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the body's audience and country classes (spec 3 §4) in step with the session and settings; renders nothing. */
export const BodyClasses = observer(function BodyClasses() {
  const { session, player, settings, boot } = useRootStore();
  const location = useLocation();
  const [pokerApp, setPokerApp] = useState(rememberedPokerApp);
  const pokerNow = isPokerApp(location.pathname, location.search);

  useEffect(() => {
    if (!pokerNow || pokerApp) return;
    setPokerApp(true);
    try {
      window.sessionStorage.setItem(POKER_APP_KEY, '1');
    } catch {
      // storage may be blocked; the class then lasts for this page only
    }
  }, [pokerNow, pokerApp]);

  const market = settings.feValue('market');
  const details = session.loggedIn ? player.details : null;
  const classes = pageMarkers({
    loggedIn: session.loggedIn,
    potentialMinor: details?.potentialMinor === true,
    payAndPlayAllowed: isPayAndPlayAllowed(settings.feValue('payAndPlay'), details?.country ?? boot.country),
    pokerApp: pokerApp || pokerNow,
    appliedCountry: appliedCountry(market, details?.appliedCountryRules),
  }).join(' ');

  useEffect(() => {
    const list = classes.split(' ');
    document.body.classList.add(...list);
    return () => document.body.classList.remove(...list);
  }, [classes]);

  return null;
});
