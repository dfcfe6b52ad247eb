/**
 * A temporary server's connection (session.ts openTempServer: an event's own server, logged in with the
 * account's token) has a pacing of its own, which the account's meter does not watch: its commands go
 * through the meter here, so an attack there counts against the same day and budget as one at home.
 */
import type { GameClient } from '../game/client';
import type { CommandWatcher } from './account-meter';

export function meteredClient(client: GameClient, meter: CommandWatcher): GameClient {
  const send = (async (command, payload) => {
    await meter.beforeCommand(command, payload);
    return client.send(command, payload);
  }) as GameClient['send'];
  const post = (async (command, payload) => {
    await meter.beforeCommand(command, payload);
    return client.post(command, payload);
  }) as GameClient['post'];
  return new Proxy(client, {
    get(target, key) {
      if (key === 'send') return send;
      if (key === 'post') return post;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
