interface CashierIconProps {
  direction: 'deposit' | 'withdrawal';
}

/** The header's cashier glyph: a wallet with an arrow in (deposit) or out (withdrawal). Decorative: the link's text names it. */
export function CashierIcon({ direction }: CashierIconProps) {
  return (
    <svg className="header__cashier-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="8" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 14h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      {direction === 'deposit' ? (
        <path d="M12 1v7m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 8V1m-3 3 3-3 3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
