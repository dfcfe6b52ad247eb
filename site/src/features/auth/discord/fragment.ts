/** The callback page's URL fragment: `#access_token=<our session token>` or `#error=<reason>` (set by the API's redirect). */
export type CallbackFragment = { accessToken: string | null; error: string | null };

export function parseCallbackFragment(hash: string): CallbackFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { accessToken: params.get('access_token') || null, error: params.get('error') || null };
}
