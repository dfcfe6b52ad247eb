/**
 * Custom Script: each step reads the game (script/snapshot.ts), runs the player's `step(api, state)` in
 * its sandbox in a process of its own (script/script-process.ts: a step that stalls there is killed
 * from outside, and this runtime's other bots never wait on it), reads the reply as untrusted input
 * (script/reply.ts) and carries out the actions asked for through the templates' own commands
 * (script/intents.ts). A script that throws, runs past its time budget or its memory stops with one
 * plain console line and a notification: the bot stays online and its account's session plays on, and
 * the script runs again when a new version is saved. Its state is kept with the bot after every step
 * that changed it; its process ends with the bot's run.
 */
import { ScriptStopped } from '../script/sandbox';
import { ScriptProcess } from '../script/script-process';
import { readReply } from '../script/reply';
import { snapshotReader } from '../script/snapshot';
import { carryOut } from '../script/intents';
import { homecoming } from '../actions/homecoming';
import { mapAround } from '../actions/map-around';
import { waitNote } from '../words/wait-note';
import { phrase, said } from '@shared/i18n/said';
import { notificationLines } from '@shared/notifications.messages';
import { scriptLines } from '@shared/bot-lines/script.messages';
import { targetWords } from '@shared/bot-lines/targets.messages';
import type { Behaviour, BehaviourFactory } from '../actions/context';

/** How often a bot whose script stopped (or that has none) looks whether a new one came (real ms, before pace scaling). */
const IDLE_MS = 60_000;

export const customScript: BehaviourFactory<'custom-script'> = (ctx) => {
  const map = mapAround(ctx.now);
  const reader = snapshotReader(ctx, map);
  const trips = homecoming(ctx);
  const note = waitNote((line) => ctx.log(line));
  let loaded: { id: string; version: number; host: ScriptProcess } | null = null;
  /** The version that stopped: not run again until another comes. */
  let stopped: { id: string; version: number } | null = null;
  /** The state the script runs with: from the bot at start, then the script's own. */
  let state: { id: string; json: string } | null = null;

  function unload() {
    loaded?.host.close();
    loaded = null;
  }

  function stop(script: { id: string; version: number; name: string }, err: ScriptStopped): number {
    unload();
    stopped = { id: script.id, version: script.version };
    // A stop from outside the interpreter has its reason in every language; the sandbox's own words are English.
    const stoppedLine = err.reason ? said(scriptLines, 'stoppedBecause', { reason: err.reason }).message : err.message;
    ctx.log(said(scriptLines, 'stoppedFix', { stopped: stoppedLine }), { level: 'error' });
    const notice = said(scriptLines, 'stoppedNotice', { name: script.name, reason: err.reason ?? err.message.replace(/^The script stopped: /, '') });
    ctx.notify(said(notificationLines, 'botSays', { bot: ctx.botName, line: notice.message }));
    return IDLE_MS;
  }

  const behaviour: Behaviour = {
    async step() {
      const script = ctx.script();
      if (!script) {
        unload();
        note(said(scriptLines, 'noScript'));
        return IDLE_MS;
      }
      if (stopped?.id === script.id && stopped.version === script.version) return IDLE_MS;
      if (!loaded || loaded.id !== script.id || loaded.version !== script.version) {
        unload();
        // Another version of the same script keeps the running state; another script starts from its own.
        if (!state || state.id !== script.id) state = { id: script.id, json: script.state || '{}' };
        try {
          loaded = { id: script.id, version: script.version, host: await ScriptProcess.start(script.source) };
        } catch (err) {
          if (err instanceof ScriptStopped) return stop(script, err);
          throw err;
        }
        stopped = null;
        note.forget();
        ctx.log(said(scriptLines, 'running', { name: script.name, version: String(script.version) }));
      }
      const kept = (state ??= { id: script.id, json: script.state || '{}' });
      const client = ctx.client();
      const { snapshot, readings } = await reader.read(client);
      trips.look(readings.movements);
      let reply;
      try {
        reply = readReply(await loaded.host.step(JSON.stringify(snapshot), kept.json));
      } catch (err) {
        if (err instanceof ScriptStopped) return stop(script, err);
        throw err;
      }
      // The script's own words, as its author wrote them.
      for (const line of reply.logs) ctx.log(said(scriptLines, 'scriptLine', { line }));
      for (const line of reply.notes) ctx.log(line, { level: 'warning' });
      if (reply.state !== kept.json) {
        kept.json = reply.state;
        ctx.keepScriptState(reply.state);
      }
      await carryOut(ctx, client, reply.intents, readings, (target, soldiers) =>
        trips.left(target, phrase(targetWords, 'campAt', { x: String(target.x), y: String(target.y) }), soldiers),
      );
      return reply.waitSeconds === null ? undefined : reply.waitSeconds * 1000;
    },
    close: unload,
  };
  return behaviour;
};
