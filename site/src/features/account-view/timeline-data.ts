/** The timeline's pages from the API (GET /api/analytics/timeline) and its CSV, for one game account or one bot. */
import type { ResultFilter, TimelineEntry, TimelinePage } from '@shared/timeline';
import { api, unwrap } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';

export type TimelineScope = { accountId: string } | { botId: string };
export type TimelineFilter = { day: string | null; template: string | null; result: ResultFilter | null };

export function timelineQuery(scope: TimelineScope, filter: TimelineFilter, before?: string | null): Record<string, string> {
  return {
    ...scope,
    ...(filter.day && { day: filter.day }),
    ...(filter.template && { template: filter.template }),
    ...(filter.result && { result: filter.result }),
    ...(before && { before }),
  };
}

export async function timelinePage(scope: TimelineScope, filter: TimelineFilter, before?: string | null): Promise<TimelinePage> {
  const query = timelineQuery(scope, filter, before) as Parameters<typeof api.api.analytics.timeline.get>[0] extends { query?: infer Q } ? Q : never;
  return (await unwrap(api.api.analytics.timeline.get({ query }))) as TimelinePage;
}

export function downloadTimeline(scope: TimelineScope, filter: TimelineFilter): Promise<string> {
  return downloadFromApi(`/api/analytics/timeline/csv?${new URLSearchParams(timelineQuery(scope, filter))}`, 'castellan-attacks.csv');
}

/**
 * What the row says of how its end was known, beside its result: read from the game's battle report (no bot saw the army home),
 * or, for an unknown result, why it is not known: the game kept no report of it, or (rows ended before reports were read) it
 * ended between two looks. Null when the army was seen home, or is still away.
 */
export type EndNote = 'fromReport' | 'noReport' | 'unseen';
export function endNoteOf(entry: Pick<TimelineEntry, 'result' | 'source'>): EndNote | null {
  if (entry.result === 'unknown') return entry.source === 'noReport' ? 'noReport' : 'unseen';
  return entry.source === 'report' && entry.result !== 'away' ? 'fromReport' : null;
}
