/** Subscription words both the dashboard panel and the profile show. */
export const STATUS_LABELS: Record<string, string> = {
  none: 'Free plan',
  pending: 'Awaiting payment',
  active: 'Active',
  past_due: 'Payment failed — retrying',
  cancelled: 'Cancelled — runs until the end of the paid period',
  expired: 'Ended',
};

export const PROVIDER_LABELS: Record<string, string> = { paypal: 'PayPal', stripe: 'Stripe (card)' };

/** A status the site does not know yet still shows, in the API's own words. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (!status) return '—';
  return STATUS_LABELS[status] ?? status.replaceAll('_', ' ');
}
