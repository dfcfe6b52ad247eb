/** What an operator checks first: the database, the bot runtime, the game server, the payment providers. */
import { databaseHealth } from '../../lib/db';

function gameServerReachable(url: string, timeoutMs = 2000): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      resolve(ok);
    };
    try {
      const ws = new WebSocket(url);
      const timer = setTimeout(() => {
        ws.close();
        finish(false);
      }, timeoutMs);
      ws.onopen = () => {
        clearTimeout(timer);
        ws.close();
        finish(true);
      };
      ws.onerror = () => {
        clearTimeout(timer);
        finish(false);
      };
    } catch {
      finish(false);
    }
  });
}

export async function systemHealth(deps: {
  gameUrl: string;
  runtime: () => { running: number; rssBytes: number; lagMs: number } | null;
  billing: { stripe: boolean; paypal: boolean };
}) {
  const [database, game] = await Promise.all([databaseHealth(), gameServerReachable(deps.gameUrl)]);
  const runtime = deps.runtime();
  return {
    database,
    runtime: runtime ? { state: 'up' as const, ...runtime } : { state: 'idle' as const, running: 0, rssBytes: 0, lagMs: 0 },
    gameServer: { url: deps.gameUrl, reachable: game },
    billing: deps.billing,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
