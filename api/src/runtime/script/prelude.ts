/**
 * The JavaScript that runs first in every script's sandbox: it builds the `api` a step sees from the
 * snapshot's JSON, turns the api's calls into intents (plain data), routes console.log to the step's
 * lines, and gives the whole step's outcome back as JSON text. It keeps JSON's own functions before the
 * player's code could replace them; whatever the script does in there, the host reads only the text and
 * checks it (intents.ts). The method names are the reference's (shared/src/scripts/reference.ts).
 */
export const PRELUDE = `(function () {
  'use strict';
  const parse = JSON.parse, stringify = JSON.stringify, isArray = Array.isArray, assign = Object.assign;
  let out = null;
  const text = (v) => {
    if (typeof v === 'string') return v;
    try { const s = stringify(v); return s === undefined ? String(v) : s; } catch (e) { return String(v); }
  };
  const queue = (intent) => {
    if (!out) throw new Error('api calls belong inside step()');
    out.intents.push(intent);
  };
  const log = (...values) => { if (out && out.logs.length < 100) out.logs.push(values.map(text).join(' ')); };
  globalThis.console = { log: log, info: log, warn: log, error: log, debug: log };
  const methods = {
    attack(target, soldiers) { queue({ kind: 'attack', x: target && target.x, y: target && target.y, soldiers: soldiers }); },
    skip(target, item) { queue({ kind: 'skip', x: target && target.x, y: target && target.y, item: item }); },
    sendSoldiers(kingdom, soldiers) { queue({ kind: 'send-soldiers', kingdom: kingdom, soldiers: soldiers }); },
    recruit(soldiers) { queue({ kind: 'recruit', soldiers: soldiers }); },
    collectTaxes() { queue({ kind: 'collect-taxes' }); },
    log: log,
    wait(seconds) { if (out) out.wait = seconds; },
  };
  return function run(step, snapshotJson, stateJson) {
    const state = parse(stateJson);
    const api = assign(parse(snapshotJson), methods);
    out = { intents: [], logs: [], wait: null };
    const mine = out;
    const finish = (returned) => {
      const kept = returned !== null && typeof returned === 'object' && !isArray(returned) ? returned : state;
      const reply = stringify({ intents: mine.intents, logs: mine.logs, wait: mine.wait, state: kept });
      if (out === mine) out = null;
      return reply;
    };
    const returned = step(api, state);
    if (returned !== null && typeof returned === 'object' && typeof returned.then === 'function') return returned.then(finish);
    return finish(returned);
  };
})()`;
