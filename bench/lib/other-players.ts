/**
 * Fills the database with other players' game accounts and bots, written straight into the collections
 * (creating them through the API would take minutes and is not what is measured). A list is only as
 * fast as the database's read of one player's rows among everyone's: the embedded FerretDB/SQLite
 * pushes down no filter but `_id`, so it reads every bot in the collection for each list.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { createSealer } from '../../api/src/lib/crypto';

const BOTS_PER_PLAYER = 4;
const BATCH = 500;

/** The shape the API stores (bots/bot.model.ts, accounts/account.model.ts), half the bots with a sealed webhook. */
export async function addOtherPlayersBots(uri: string, bots: number): Promise<{ players: number }> {
  // Their own key: nobody opens these seals, but they are as long as real ones.
  const sealer = createSealer(randomBytes(32));
  await mongoose.connect(uri);
  try {
    const db = mongoose.connection.db!;
    const now = new Date();
    const accounts = [];
    const botDocs = [];
    for (let p = 0; p * BOTS_PER_PLAYER < bots; p++) {
      const userId = new mongoose.Types.ObjectId();
      const accountId = new mongoose.Types.ObjectId();
      const username = `Player${p}`;
      accounts.push({
        _id: accountId,
        userId,
        username,
        usernameKey: username.toLowerCase(),
        gameEmail: `player${p}@game.example`,
        server: 'INT1',
        tag: 'none',
        passwordSealed: sealer.seal('game password'),
        createdAt: now,
        updatedAt: now,
      });
      for (let b = 0; b < BOTS_PER_PLAYER && p * BOTS_PER_PLAYER + b < bots; b++) {
        const secrets = b % 2 ? {} : { discordWebhookUrl: `https://discord.com/api/webhooks/${p}${b}/other-player` };
        botDocs.push({
          userId,
          accountId,
          templateId: 'baron-farmer',
          name: `Robber Baron Farmer · ${username}`,
          settings: {
            kingdom: 'green',
            minLevel: 1,
            maxLevel: 20,
            troopsPerAttack: 60,
            maxAttacksPerDay: 150,
            useSkips: 'none',
            minDelaySeconds: 4,
            maxDelaySeconds: 12,
            breakEveryMinutes: 45,
            breakMinutes: 5,
            activeHours: '00-24',
          },
          secretsSealed: Object.keys(secrets).length ? sealer.seal(JSON.stringify(secrets)) : null,
          secretKeys: Object.keys(secrets),
          desiredState: 'offline',
          state: 'offline',
          lastError: null,
          lastCrashAt: null,
          startedAt: null,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    for (let i = 0; i < accounts.length; i += BATCH) await db.collection('game_accounts').insertMany(accounts.slice(i, i + BATCH));
    for (let i = 0; i < botDocs.length; i += BATCH) await db.collection('bots').insertMany(botDocs.slice(i, i + BATCH));
    return { players: accounts.length };
  } finally {
    await mongoose.disconnect();
  }
}
