/**
 * Before any journey: the test stack's admin exists. Made once here rather than by the first journey
 * that needs it, since two journeys side by side would both sign it up and one would open a stale link.
 */
import { request, type FullConfig } from '@playwright/test';
import { ensureAdmin } from './helpers';

export default async function adminSetup(config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: config.projects[0]?.use.baseURL });
  try {
    await ensureAdmin(api);
  } finally {
    await api.dispose();
  }
}
