/**
 * Discord slash commands over HTTP interactions (issue 39), against a Discord stand-in that signs each
 * interaction with a test key in Discord's shapes: every signature checked, the caller found by the
 * Discord account their sign-in linked, commands that act only on bots the player owns or may act on,
 * answers private to the caller and in their language, and a rate limit per Discord user.
 */
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { EPHEMERAL, RESPONSE } from '@shared/discord-commands';
import { createPlatform } from '../../app';
import { call, ownCounters, RELAXED_THROTTLE, signUp, testConfig } from '../../../test/helpers';
import { createDiscordInteractions } from '../../../test/fakes/discord/interactions';
import { snowflake } from '../../../test/fakes/discord/ids';
import { fakeRuntime } from '../../../test/leaving';
import { loadDiscordCommandsConfig } from './config';
import { UserModel } from '../users/user.model';
import { BotModel } from '../bots/records/bot.model';
import { messagesIn } from '@shared/i18n/messages';
import { discordAnswers } from './answers.messages';

const discord = createDiscordInteractions();
const platform = createPlatform({
  config: testConfig({ discordCommands: loadDiscordCommandsConfig({ DISCORD_PUBLIC_KEY: discord.publicKeyHex }, []) }),
  throttle: RELAXED_THROTTLE,
  throttleNamespace: ownCounters(),
  createRuntime: () => fakeRuntime().runtime,
});
const app = platform.app;
afterAll(() => platform.close());

const post = (signed: { body: string; headers: Record<string, string> }): Promise<{ status: number; body: any }> =>
  app
    .handle(new Request('http://localhost/api/discord/interactions', { method: 'POST', headers: signed.headers, body: signed.body }))
    .then(async (res) => ({ status: res.status, body: await res.json() }));
const ask = async (discordId: string, name: string, option?: { name: string; value: string }, extra?: { locale?: string }) =>
  (await post(discord.signed(discord.command(discordId, name, option, extra)))).body;

/** A Plus player linked to a Discord account (as signing in with Discord links it), with one game account and a bot named `bot`. */
async function linkedPlayer(bot = 'Farmer 2', language: string | null = null) {
  const signed = await signUp(app);
  const discordId = snowflake();
  await UserModel.updateOne({ _id: signed.user.id }, { discordId, plan: 'plus', username: `P${discordId.slice(-5)}`, language });
  const account = await call(app, 'POST', '/api/accounts', {
    token: signed.token,
    body: { email: `${discordId}@game.example`, username: `Lord${discordId.slice(-6)}`, password: 'castle-pw' },
  });
  const created = await call(app, 'POST', '/api/bots', { token: signed.token, body: { templateId: 'resource-keeper', accountId: account.body.id, name: bot } });
  return { ...signed, discordId, accountId: account.body.id as string, botId: created.body.id as string };
}

describe('the endpoint', () => {
  test('answers a PING with a PONG, and refuses what Discord did not sign: no signature, another key, an altered body, an old timestamp', async () => {
    expect(await post(discord.signed(discord.ping()))).toEqual({ status: 200, body: { type: RESPONSE.pong } });
    const good = discord.signed(discord.ping());
    const { 'x-signature-ed25519': _, ...unsigned } = good.headers;
    expect((await post({ body: good.body, headers: unsigned })).status).toBe(401);
    expect((await post(createDiscordInteractions().signed(discord.ping()))).status).toBe(401);
    expect((await post({ body: good.body.replace('"type":1', '"type":2'), headers: good.headers })).status).toBe(401);
    expect((await post(discord.signed(discord.ping(), Math.floor(Date.now() / 1000) - 3600))).status).toBe(401);
  });

  test('a Discord account linked to no player is told how to link it, privately', async () => {
    const answer = await ask(snowflake(), 'status');
    expect(answer).toEqual({ type: RESPONSE.message, data: { content: discordAnswers.base.notLinked, flags: EPHEMERAL, allowed_mentions: { parse: [] } } });
  });
});

describe('the commands', () => {
  let player: Awaited<ReturnType<typeof linkedPlayer>>;
  beforeEach(async () => {
    player = await linkedPlayer();
  });

  test('/status, /start, /stop and /loot act on the player’s own bot and say so', async () => {
    expect((await ask(player.discordId, 'status')).data!.content).toBe('Farmer 2: offline');
    expect((await ask(player.discordId, 'start', { name: 'bot', value: 'farmer 2' })).data!.content).toBe(
      'Farmer 2: start requested. Its console shows it logging in.',
    );
    expect((await BotModel.findById(player.botId).lean())!.desiredState).toBe('online');
    expect((await ask(player.discordId, 'stop', { name: 'bot', value: 'Farmer 2' })).data!.content).toBe('Farmer 2: stop requested.');
    expect((await BotModel.findById(player.botId).lean())!.desiredState).toBe('offline');
    expect((await ask(player.discordId, 'loot')).data!.content).toBe('Today (UTC):\nFarmer 2: 0 actions, 0 loot');
    expect((await ask(player.discordId, 'start', { name: 'bot', value: 'Nobody' })).data!.content).toBe(
      'No bot of yours, or shared with you, is named “Nobody”. /status shows their names.',
    );
  });

  test('a signed /start sent again after the player’s /stop is refused (409): the bot stays stopped', async () => {
    const start = discord.signed(discord.command(player.discordId, 'start', { name: 'bot', value: 'Farmer 2' }));
    expect((await post(start)).status).toBe(200);
    expect((await ask(player.discordId, 'stop', { name: 'bot', value: 'Farmer 2' })).data!.content).toBe('Farmer 2: stop requested.');
    const replayed = await post(start);
    expect(replayed.status).toBe(409);
    expect(replayed.body.message).toBe('This interaction was answered already.');
    expect((await BotModel.findById(player.botId).lean())!.desiredState).toBe('offline');
  });

  test('acts on another player’s bot only as their share allows', async () => {
    const owner = await linkedPlayer('Anna’s Farmer');
    const seeOnly = await call(app, 'POST', '/api/shares', { token: owner.token, body: { accountId: owner.accountId, permissions: [] } });
    await call(app, 'POST', '/api/shares/accept', { token: player.token, body: { code: seeOnly.body.code } });
    const status = (await ask(player.discordId, 'status')).data!.content;
    expect(status).toContain(`Anna’s Farmer (shared by P${owner.discordId.slice(-5)}): offline`);
    const refused = (await ask(player.discordId, 'start', { name: 'bot', value: 'Anna’s Farmer' })).data!.content;
    expect(refused).toContain('without this: starting and stopping them');
    expect((await BotModel.findById(owner.botId).lean())!.desiredState).toBe('offline');
  });

  test('/attacks lists the open incoming attacks with their ids, and /ack stops their reminders', async () => {
    await platform.attackAlerts.route([
      {
        userId: player.user.id,
        kind: 'attack',
        message: 'Incoming attack',
        attack: { accountId: player.accountId, id: 'm1', castle: 'Castle Grey', detectedAt: Date.now(), arrivesAt: Date.now() + 3_600_000, attacker: 'Raider' },
      },
    ]);
    const listed = (await ask(player.discordId, 'attacks')).data!.content;
    expect(listed).toMatch(new RegExp(`^Castle Grey \\(from Raider\\): lands at .+ UTC · id ${player.accountId}:m1$`));
    expect((await ask(player.discordId, 'ack', { name: 'attack', value: `${player.accountId}:m1` })).data!.content).toBe(
      `Attack ${player.accountId}:m1 acknowledged: no more reminders of it.`,
    );
    expect((await ask(player.discordId, 'attacks')).data!.content).toBe('No incoming attack on your game accounts.');
    expect((await ask(player.discordId, 'ack', { name: 'attack', value: 'someone-else:1' })).data!.content).toBe(
      'No open incoming attack has the id someone-else:1. /attacks shows their ids.',
    );
  });

  test('answers in the player’s language, else in Discord’s for them', async () => {
    const de = messagesIn('de', discordAnswers);
    expect(de.notLinked).not.toBe(discordAnswers.base.notLinked);
    const german = await linkedPlayer('Bauer', 'de');
    expect((await ask(german.discordId, 'status')).data!.content).toBe(`Bauer: ${de.offline}`);
    expect((await ask(snowflake(), 'status', undefined, { locale: 'de' })).data!.content).toBe(de.notLinked);
  });

  test('a Discord user sending more than ten commands a minute is asked to slow down', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await ask(player.discordId, 'status')).data!.content);
    expect(answers.slice(0, 10).every((a) => a === 'Farmer 2: offline')).toBe(true);
    expect(answers[10]).toMatch(/^Too many commands at once: wait \d+ seconds? and try again\.$/);
  });
});
