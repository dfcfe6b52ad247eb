/**
 * The callback page's URL fragment (set by the API's redirect): `#access_token=<our session token>`,
 * `#second_step=<challenge>` for a two-factor user, or `#error=<reason>`.
 */
export type CallbackFragment = { accessToken: string | null; error: string | null; secondStep?: string };

export function parseCallbackFragment(hash: string): CallbackFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fragment: CallbackFragment = { accessToken: params.get('access_token') || null, error: params.get('error') || null };
  const secondStep = params.get('second_step');
  if (secondStep) fragment.secondStep = secondStep;
  return fragment;
}
