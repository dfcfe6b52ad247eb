/**
 * What changed for players, one title and one text per entry of the changelog (entries.ts says when and
 * under which id). Written for players: what they can now do or see, never how it was built. Only what
 * ships: an entry names a change that is in the product, as the commit it is dated by left it.
 */
import { defineMessages } from '../i18n/messages';

export const changelogWords = defineMessages('site/changelog-entries', {
  deliveryKeptTitle: 'E-mails and Discord alerts wait instead of getting lost',
  deliveryKeptBody:
    'When our mail server or Discord has trouble, your e-mails (sign-up and password links, receipts, payment notices, alerts) and your Discord alerts are no longer lost: they wait and are tried again for about half an hour (Discord alerts for ten minutes), even if Castellan restarts meanwhile. Alert e-mails stay at one per kind every 10 minutes.',
  gameNamesTitle: 'The game’s own names, in every language',
  gameNamesBody:
    'Castellan now calls things what the game calls them, in all eleven languages: storm forts, robber baron castles, time skips, market barrows and the rest, as your game client writes them. Czech addresses you formally, as the game does.',
  rightToLeftTitle: 'Arabic reads right to left throughout',
  rightToLeftBody:
    'The names of bots, castles and game accounts keep their own direction inside an Arabic sentence, and the sentence’s full stop stays at its end. Numbers are written with the digits 0–9 on every browser, and the arrow keys move through tabs in reading order.',
  failedPaymentTitle: 'A failed payment gives you seven days',
  failedPaymentBody:
    'When a renewal payment fails, your plan stays for 7 days while the payment is tried again. You are told once, on the bell and by e-mail, with where to fix it, and a card updated from Settings pays the open invoice. If no payment goes through, your plan returns to Starter; your game accounts and bots are kept.',
  receiptsTitle: 'Receipts and invoices',
  receiptsBody:
    'Every payment now sends you a receipt by e-mail, in your language, naming the plan it paid for. Settings lists your invoices, each on a page you can print.',
  planChangesTitle: 'Change your plan at any time',
  planChangesBody:
    'Before you confirm a change of plan, Settings shows what it costs (paying by card, an upgrade is charged now and a downgrade credited) and which bots a smaller plan would stop. Cancelling asks first, and a cancelled card subscription can be resumed before it ends. A PayPal plan change is approved on PayPal’s page. Signed in, the pricing page marks your plan.',
  templateGalleryTitle: 'Pick a bot from the template gallery',
  templateGalleryBody:
    'Creating a bot starts from a gallery you can search and filter by category, each card naming the plan it needs. Presets fit your account level: a new castle, growing, or veteran. A bot’s settings can be exported as a file or a short code, and imported into a new bot.',
  cancelStartTitle: 'Cancel a start that is waiting',
  cancelStartBody:
    'A bot that is waiting to log in (its game account has logged in as often as a person would, or is being played elsewhere) now has Cancel start on its card and in its console. No login follows.',
  shareByEmailTitle: 'Share your bots by e-mail',
  shareByEmailBody:
    'To share a game account’s bots you can now type a friend’s e-mail address. They get a mail with a link, in their own language if they have an account, and only the account with that address can accept it. End sharing asks before it ends a share.',
  liveMapTitle: 'A live map and an attack timeline',
  liveMapBody:
    'Each game account has a page with a live map of what its bots see: your castles, the targets they read with their level and cooldown and whether the army at home beats them, and armies on the move. It asks the game for nothing more. The timeline lists every attack with its target, soldiers, result, loot and losses, and shows a row’s target on the map. Both are under each bot’s console too.',
  sizedAttacksTitle: 'Attacks sized to win',
  sizedAttacksBody:
    'The Robber Baron Farmer and the Strategy Planner size each attack on a robber baron castle from its own defenders, as the game sets them, and attack only where the army wins. The console says what each attack lost. A bot that cannot go on shows STALLED on its card, with why and what to do.',
  sharingTitle: 'Share your bots with other players',
  sharingBody:
    'On Plus and above, you can share a game account’s bots with another Castellan player by a one-time code and choose what they may do: watch the consoles, start and stop the bots, change their settings, or create new ones. They find them under Shared with me and can give them back at any time.',
  discordWebhooksTitle: 'Discord commands and webhooks',
  discordWebhooksBody:
    'With your Discord account linked, /status, /start, /stop, /loot, /attacks and /ack work on your bots and those shared with you, answered privately in your language. On Premium, Settings → Webhooks sends the notifications you choose to your own HTTPS address, signed and retried, with a log of every delivery.',
});
