/**
 * A request a button starts, its failure said in a toast (the API's words, or `failed` when it has none).
 * `work` toasts its own success. Both resolve true when the request went through; neither throws.
 */
import { useState } from 'react';
import { errorMessage, toast } from './store';

export async function runToasted(work: () => Promise<void>, failed: string): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    toast.error(errorMessage(err, failed));
    return false;
  }
}

/** `runToasted` with `busy` while it runs, for the button to say so. */
export function useToastedRun() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>, failed: string): Promise<boolean> {
    setBusy(true);
    try {
      return await runToasted(work, failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
