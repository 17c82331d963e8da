import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { qrCodePath } from '../../engine/cashier/qr-code-path';

interface TerminalQrCodeProps {
  /** what the terminal reads (the deposit answer's `qrCode` parameter) */
  text: string;
  /** the deposit's reference, typed in at the terminal when the code cannot be scanned */
  reference: string;
}

/**
 * The terminal QR method's code (spec 2 §9, 950001): drawn as SVG by React from the module
 * matrix (no innerHTML, no data URL: strict CSP), dark on a white quiet zone so a terminal's
 * scanner reads it in either colour scheme, named for screen readers, with the reference below it
 * as text for a terminal whose scanner fails.
 */
export function TerminalQrCode({ text, reference }: TerminalQrCodeProps) {
  const { t } = useTranslation('cashier');
  const code = useMemo(() => qrCodePath(text), [text]);
  if (!code) return null;
  return (
    <figure className="cashier-qr">
      <svg className="cashier-qr__code" role="img" aria-label={t('finish.qrTitle')} viewBox={`0 0 ${code.size} ${code.size}`} shapeRendering="crispEdges" data-modules={code.size}>
        <rect width={code.size} height={code.size} fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
      <figcaption>
        {t('finish.qrTitle')}
        {reference !== '' && (
          <>
            <br />
            <span className="cashier-qr__reference">{t('finish.reference', { reference })}</span>
          </>
        )}
      </figcaption>
    </figure>
  );
}
