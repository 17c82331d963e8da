/** The market's licence and help badges (`fe.responsibleGambling`, schemas/settings). */
export interface Helpline {
  name: string;
  url: string;
  phone?: string;
}

export interface ResponsibleGambling {
  regulator: { name: string; shortName: string; url: string; licenceNumber?: string };
  helplines: Helpline[];
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
/** Served settings are data from the network: only https links reach an href. */
const httpsUrl = (value: unknown): value is string => text(value) && /^https:\/\/[^\s]+$/.test(value);

/** Reads the served block; a malformed one (or a link that is not https) shows nothing rather than a broken badge. */
export function readResponsibleGambling(value: unknown): ResponsibleGambling | null {
  if (value === null || typeof value !== 'object') return null;
  const { regulator, helplines } = value as Record<string, unknown>;
  if (regulator === null || typeof regulator !== 'object' || !Array.isArray(helplines)) return null;
  const { name, shortName, url, licenceNumber } = regulator as Record<string, unknown>;
  if (!text(name) || !text(shortName) || !httpsUrl(url)) return null;
  const lines = helplines.flatMap((line: unknown): Helpline[] => {
    if (line === null || typeof line !== 'object') return [];
    const { name: lineName, url: lineUrl, phone } = line as Record<string, unknown>;
    if (!text(lineName) || !httpsUrl(lineUrl)) return [];
    return [{ name: lineName, url: lineUrl, ...(text(phone) ? { phone } : {}) }];
  });
  return {
    regulator: { name, shortName, url, ...(text(licenceNumber) ? { licenceNumber } : {}) },
    helplines: lines,
  };
}
