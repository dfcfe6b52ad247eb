/**
 * Answers to Discord slash commands (issue 39): the caller is the Castellan player their Discord account
 * is linked to (signing in with Discord links it); a command acts only on that player's bots and those
 * shared with them, as each share allows (the bots module asks on every action, bots/reach.ts). Every
 * answer is ephemeral (the caller's alone), in the player's language, and each Discord user may send
 * DISCORD_COMMANDS_PER_MINUTE commands a minute.
 */
import { EPHEMERAL, INTERACTION, isDiscordCommand, RESPONSE, type Interaction, type InteractionResponse } from '@shared/discord-commands';
import { chosenLocale, isLocale, BASE_LOCALE, type Locale } from '@shared/i18n/locales';
import { messagesIn } from '@shared/i18n/messages';
import { formatDate } from '@shared/i18n/dates';
import { AppError } from '../../lib/errors';
import { errorText } from '../../lib/error-language';
import type { SharedCounter } from '../../lib/shared-counter';
import type { BotView } from '../bots/records';
import type { Bots } from '../bots/control';
import { unacknowledgedAttacksOf } from '../notifications/attack-alerts';
import type { AttackAlerts } from '../notifications/attack-alerts';
import type { Sharing } from '../sharing/service';
import { userByDiscordId, type UserDocument } from '../users/records';
import { discordAnswers } from './answers.messages';
import { intlLocale } from '@shared/i18n/intl';

export type DiscordCommandsDeps = {
  bots: Pick<Bots, 'list' | 'onAccounts' | 'act'>;
  sharing: Pick<Sharing, 'withMe'>;
  attacks: Pick<AttackAlerts, 'acknowledge'>;
  /** Commands per Discord user in a window (across API instances). */
  counter: SharedCounter;
};

const reply = (content: string): InteractionResponse => ({
  type: RESPONSE.message,
  data: { content: content.slice(0, 2000), flags: EPHEMERAL, allowed_mentions: { parse: [] } },
});

/** The caller's language: their Castellan choice, else Discord's for them, else English. */
function languageOf(user: UserDocument | null, interaction: Interaction): Locale {
  if (user?.language && isLocale(user.language)) return user.language;
  return interaction.locale ? chosenLocale(null, interaction.locale) : BASE_LOCALE;
}

export interface DiscordCommands {
  /** The answer to one verified interaction. */
  answer(interaction: Interaction): Promise<InteractionResponse>;
}

export function createDiscordCommands({ bots, sharing, attacks, counter }: DiscordCommandsDeps): DiscordCommands {
  /** The player's bots and those shared with them, each with the owner's name when shared. */
  async function botsOf(user: UserDocument): Promise<{ bot: BotView; owner: string | null }[]> {
    const [own, shares] = await Promise.all([bots.list(user.id), sharing.withMe(user)]);
    const shared = await bots.onAccounts(shares.map((s) => s.account.id));
    const ownerOf = new Map(shares.map((s) => [s.account.id, s.owner]));
    return [...own.map((bot) => ({ bot, owner: null })), ...shared.map((bot) => ({ bot, owner: ownerOf.get(bot.accountId) ?? null }))];
  }

  async function run(user: UserDocument, name: string, option: string | null, locale: Locale): Promise<string> {
    const m = messagesIn(locale, discordAnswers);
    const label = ({ bot, owner }: { bot: BotView; owner: string | null }) => (owner ? m.sharedBot({ bot: bot.name, owner }) : bot.name);
    if (name === 'status' || name === 'loot') {
      const all = await botsOf(user);
      if (!all.length) return m.noBots;
      if (name === 'status') return all.map((b) => m.statusLine({ bot: label(b), state: m[b.bot.state] ?? m.offline })).join('\n');
      const number = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);
      return [m.lootToday, ...all.map((b) => m.lootLine({ bot: label(b), loot: number(b.bot.today.loot) })(b.bot.today.actions))].join('\n');
    }
    if (name === 'start' || name === 'stop') {
      const wanted = (option ?? '').trim().toLocaleLowerCase();
      const found = (await botsOf(user)).filter((b) => b.bot.name.toLocaleLowerCase() === wanted);
      if (!found.length) return m.noSuchBot({ bot: option ?? '' });
      if (found.length > 1) return m.sameName({ bot: option ?? '' });
      const one = found[0]!;
      try {
        await bots.act(user, one.bot.id, name);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        return m.refused({ bot: label(one), reason: errorText(locale, err.message, err.said) });
      }
      return name === 'start' ? m.startRequested({ bot: label(one) }) : m.stopRequested({ bot: label(one) });
    }
    if (name === 'attacks') {
      const open = await unacknowledgedAttacksOf(user.id);
      if (!open.length) return m.noAttacks;
      const clock = { timeZone: user.timeZone ?? 'UTC', zoneName: true };
      return open
        .map((a) => {
          const time = formatDate(locale, a.arrivesAt.getTime(), 'time', clock);
          return a.attacker ? m.attackFrom({ castle: a.castle, attacker: a.attacker, time, id: a.id }) : m.attackLine({ castle: a.castle, time, id: a.id });
        })
        .join('\n');
    }
    // ack
    const id = (option ?? '').trim();
    try {
      await attacks.acknowledge(user.id, id);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return m.noSuchAttack({ id });
    }
    return m.acknowledged({ id });
  }

  return {
    async answer(interaction: Interaction): Promise<InteractionResponse> {
      if (interaction.type === INTERACTION.ping) return { type: RESPONSE.pong };
      const caller = interaction.member?.user ?? interaction.user;
      const user = caller ? await userByDiscordId(caller.id) : null;
      const locale = languageOf(user, interaction);
      const m = messagesIn(locale, discordAnswers);
      if (interaction.type !== INTERACTION.command || !interaction.data || !isDiscordCommand(interaction.data.name)) return reply(m.unknown);
      if (!user || !caller) return reply(m.notLinked);
      const wait = await counter.reserve(caller.id);
      if (wait > 0) return reply(m.slowDown(Math.ceil(wait)));
      const option = interaction.data.options?.find((o) => o.type === 3)?.value;
      return reply(await run(user, interaction.data.name, option === undefined ? null : String(option), locale));
    },
  };
}
