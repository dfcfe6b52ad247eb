/**
 * The evaluation the leading API instance runs every minute (periodic-jobs.ts): each rule says which of
 * its subjects fire; a subject that starts firing begins an episode and is told once (raised), one that
 * has been quiet for `resolveAfterMs` ends it and is told once (resolved), and nothing is said while it
 * lasts. Told once however many evaluations run at once (two instances each believing they lead for a
 * moment, a run the job started beside one a test asked for) or restart: each telling is a claim first
 * (episodes.ts claimKey). A rule that could not look (its database read failed) leaves its episodes as
 * they are: not knowing is not quiet.
 */
import { claim, isClaimed } from '../../lib/claims';
import { log } from '../../lib/logger';
import type { AlertNews } from './delivery';
import { claimKey, episodeId, episodes, type Episode } from './episodes';
import type { Rule } from './rule';
import type { AlertSettings } from './settings';

/** A claim of a telling lapses after this: far past any episode, so the key is never free again while it matters. */
const CLAIM_KEPT_MS = 30 * 86_400_000;

/** What one evaluation did: the episodes it told begun and ended (`<rule>:<subject>`), and the rules that could not look. */
export type Evaluation = { firing: string[]; raised: string[]; resolved: string[]; failed: string[] };

type AlertEvaluatorDeps = {
  rules: Rule[];
  settings: Pick<AlertSettings, 'resolveAfterMs'>;
  tell: (news: AlertNews) => Promise<unknown>;
  now?: () => number;
};

const newsOf = (e: Episode, kind: AlertNews['kind'], endedAt?: Date): AlertNews => ({
  kind,
  rule: e.rule,
  subject: e.subject,
  saw: e.saw,
  metric: e.metric,
  startedAt: e.startedAt,
  ...(endedAt && { endedAt }),
});

/** One look at every rule: episodes begun and ended told once, however many instances look at once. */
export type AlertEvaluator = () => Promise<Evaluation>;

export function createAlertEvaluator({ rules, settings, tell, now = Date.now }: AlertEvaluatorDeps): AlertEvaluator {
  return async function evaluate(): Promise<Evaluation> {
    const at = new Date(now());
    const until = new Date(at.getTime() + CLAIM_KEPT_MS);
    const done: Evaluation = { firing: [], raised: [], resolved: [], failed: [] };
    const looked = await Promise.all(
      rules.map(async (rule) => {
        try {
          return { rule, firing: await rule.check(at) };
        } catch (err) {
          log.warn('alert rule could not look', { rule: rule.id, error: err instanceof Error ? err.message : String(err) });
          done.failed.push(rule.id);
          return { rule, firing: null };
        }
      }),
    );
    const open = await episodes.open();

    for (const { rule, firing } of looked) {
      if (!firing) continue;
      const firingNow = new Set<string>();
      for (const f of firing) {
        const id = episodeId(rule.id, f.subject);
        firingNow.add(id);
        done.firing.push(id);
        const known = open.find((e) => e.id === id);
        const episode = known ?? (await episodes.begin(rule.id, f.subject, f.saw, f.metric, at));
        if (known?.quietSince) await episodes.setQuiet(known, null);
        if (episode.raised) continue;
        const mine = await claim(claimKey(episode, 'raised'), until);
        await episodes.markRaised(episode);
        if (!mine) continue;
        await tell(newsOf(episode, 'raised'));
        done.raised.push(id);
      }

      for (const episode of open.filter((e) => e.rule === rule.id && !firingNow.has(e.id))) {
        const quietSince = episode.quietSince ?? at;
        if (!episode.quietSince) await episodes.setQuiet(episode, at);
        if (at.getTime() - quietSince.getTime() < settings.resolveAfterMs) continue;
        const mine = await claim(claimKey(episode, 'resolved'), until);
        await episodes.end(episode);
        // Told ended only if it was told begun (by this evaluation's read, or by a claim another took meanwhile).
        if (!mine || !(episode.raised || (await isClaimed(claimKey(episode, 'raised'))))) continue;
        await tell(newsOf(episode, 'resolved', at));
        done.resolved.push(episode.id);
      }
    }
    return done;
  };
}
