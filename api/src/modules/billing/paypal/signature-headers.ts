/**
 * The five `paypal-*` headers of a webhook delivery, checked before we ask PayPal to verify them: a
 * request without them (or with values no PayPal delivery carries) is a 400 at once, so nobody can make us
 * call PayPal, and log an error, at will.
 */
import { BadRequestError } from '../../../lib/errors';
import { said } from '@shared/i18n/said';
import { billingErrors } from '../errors.messages';

export type SignatureHeaders = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

/** PayPal's certificates live on paypal.com; the configured API's own origin is trusted too (sandbox tools, the local fake). */
function isPayPalCertUrl(value: string, apiBase: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin === new URL(apiBase).origin) return true;
  return url.protocol === 'https:' && (url.hostname === 'paypal.com' || url.hostname.endsWith('.paypal.com'));
}

const CHECKS: { header: string; key: keyof SignatureHeaders; valid: (value: string, apiBase: string) => boolean }[] = [
  { header: 'paypal-auth-algo', key: 'authAlgo', valid: (v) => /^[A-Za-z0-9]{1,40}$/.test(v) },
  { header: 'paypal-cert-url', key: 'certUrl', valid: (v, apiBase) => v.length <= 500 && isPayPalCertUrl(v, apiBase) },
  { header: 'paypal-transmission-id', key: 'transmissionId', valid: (v) => /^[A-Za-z0-9-]{1,64}$/.test(v) },
  { header: 'paypal-transmission-sig', key: 'transmissionSig', valid: (v) => /^[A-Za-z0-9+/]{16,2048}={0,2}$/.test(v) },
  { header: 'paypal-transmission-time', key: 'transmissionTime', valid: (v) => v.length <= 40 && !Number.isNaN(Date.parse(v)) },
];

export function readSignatureHeaders(headers: Record<string, string | undefined>, apiBase: string): SignatureHeaders {
  const found: Partial<SignatureHeaders> = {};
  for (const { header, key, valid } of CHECKS) {
    const value = headers[header];
    if (!value) throw new BadRequestError(said(billingErrors, 'webhookHeaderMissing', { header }));
    if (!valid(value, apiBase)) throw new BadRequestError(said(billingErrors, 'webhookHeaderMalformed', { header }));
    found[key] = value;
  }
  return found as SignatureHeaders;
}
