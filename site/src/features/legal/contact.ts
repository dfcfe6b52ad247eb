/**
 * Where players write for help, export or deletion: SUPPORT_EMAIL at build time, else support@ at the
 * site's own host (so a deployment at castellan.example answers at support@castellan.example).
 */
export function supportEmail(configured: string | undefined, site: URL | undefined): string {
  const address = configured?.trim();
  if (address) {
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error(`SUPPORT_EMAIL is not an e-mail address: ${address}`);
    return address;
  }
  return `support@${site?.hostname ?? 'localhost'}`;
}

/** The date the texts below last changed: bump it with every change to the Terms or the Privacy Policy. */
export const LEGAL_UPDATED = '2026-11-25';
