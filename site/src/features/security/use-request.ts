/**
 * A security form's request: one at a time, and when it fails the API's message (or `fallback`, for a
 * failure without one) becomes the form's error, shown until the next try or `reset`.
 */
import { useState } from 'react';

type RequestState = { busy: boolean; error: string | null };
const IDLE: RequestState = { busy: false, error: null };

export function useRequest(fallback: string) {
  const [state, setState] = useState<RequestState>(IDLE);
  /** The call's answer, or null when it failed (its message is then shown) or one is already on its way. */
  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    if (state.busy) return null;
    setState({ busy: true, error: null });
    try {
      const answer = await call();
      setState(IDLE);
      return answer;
    } catch (err) {
      setState({ busy: false, error: err instanceof Error ? err.message : fallback });
      return null;
    }
  }
  return { ...state, run, reset: () => setState(IDLE), fail: (error: string) => setState({ busy: false, error }) };
}
