import { defineMessages, params, plural } from '@shared/i18n/messages';

/** The words of the articles beside the templates' (articles.ts puts them in order). */
export const gettingStartedMessages = defineMessages('help/getting-started', {
  title: 'Getting started',
  summary: 'From a new account to a bot playing: confirm your address, add a game account, create a bot and start it.',
  accountHeading: '1. Create your account',
  account:
    'Sign up with an e-mail address and a password, or with Discord. We mail you a link to confirm the address: you need a confirmed address to add game accounts and to subscribe. The link works once, for 24 hours; you can ask for a new one.',
  gameHeading: '2. Add a game account',
  game: 'Open Game Accounts (from your dashboard or profile) and fill in Add Account: the e-mail and password you log in to the game with, the server, your in-game username and a tag to tell accounts apart. The password is stored encrypted and never shown again.',
  edit: 'Choose Edit on an account to change its details, set a proxy for its game connection, or press Test login to check that the game takes the details.',
  botHeading: '3. Create a bot',
  bot: 'On your dashboard, press Create Bot, choose a template (what the bot does: see the bot template articles), the game account it plays, and its settings. Every setting shows its limits and a hint; the defaults are a sensible start.',
  startHeading: '4. Start it and watch',
  start:
    'Press Start. The bot logs in to the game and writes what it does to its live console (press Console on the bot’s card); the bell in the header shows what needs you, such as incoming attacks or a bot that stopped. Choose what the bell shows, and what is also sent to Discord or by e-mail, in Settings → Notifications.',
  plans: params('The {starter} plan runs one bot up to 12 hours a day; the paid plans run more bots around the clock (see Plans and billing).'),
  playHeading: 'When you play yourself',
  play: 'Logging in to the game yourself ends the bot’s session; the account’s bots step aside for the minutes you set on the game account and then carry on.',
});

/** Each plan's support, as the pricing page sells it (shared/src/support.ts keeps the levels and hours). */
export const supportLevelMessages = defineMessages('help/support-levels', {
  community: 'Community support',
  priority: 'Priority support',
  dedicated: 'Dedicated support',
  bestEffort: 'We answer as soon as we can (best effort).',
  within: plural({ one: 'We answer within {count} hour.', other: 'We answer within {count} hours.' }),
});

/** Sharing a game account's bots with another player (api/src/modules/sharing, @shared/sharing). */
export const sharingGuideMessages = defineMessages('help/sharing', {
  title: 'Sharing your bots',
  summary: 'Let a friend or an alliance mate see and run your bots, with the permissions you choose, without your game password.',
  howHeading: 'Sharing a game account',
  how: params(
    plural({
      one: 'On Game Accounts, press Share beside the account. Choose what the other player may do, then Make a share code and give them the code yourself: it works once, for {count} day. Sharing comes with the {plan} plan and up; anyone may be shared with, on any plan.',
      other:
        'On Game Accounts, press Share beside the account. Choose what the other player may do, then Make a share code and give them the code yourself: it works once, for {count} days. Sharing comes with the {plan} plan and up; anyone may be shared with, on any plan.',
    }),
  ),
  whatHeading: 'What they may do',
  what: 'Every share lets them see the account’s bots and their live consoles. You choose whether they may also start and stop them, change their settings and schedules, or create and delete bots on the account. They never see the game password, and the bots stay yours: your plan and slots apply.',
  acceptHeading: 'Accepting a share',
  accept:
    'On your dashboard, under Shared with me, paste the code, look at what it shares and press Accept. The bots appear there, grouped by owner, with only the buttons your share allows.',
  logHeading: 'Who did what',
  log: 'Everything a player does with your bots is in your activity log (Settings → Activity) and in the bot’s console with their name, such as “Start requested by Anna.”',
  endHeading: 'Ending a share',
  end: 'Press End sharing in the account’s Share dialog, or Give back on the dashboard if the bots were shared with you. It takes effect at once: the bots the other player started stop, and their open consoles close.',
});

/** Slash commands in Discord (api/src/modules/discord-commands). */
export const discordGuideMessages = defineMessages('help/discord', {
  title: 'Your bots from Discord',
  summary: 'Ask Castellan about your bots and start or stop them with slash commands, in a Discord server or a direct message.',
  linkHeading: 'Linking your Discord account',
  link: 'Sign in to Castellan once with Discord, using the e-mail address of your Castellan account: that links the two. Commands from a Discord account that is not linked are told how to link it.',
  commandsHeading: 'The commands',
  status: '/status: your bots, and those shared with you, and whether each is online.',
  start: '/start bot: starts the bot of that name (as your dashboard names it).',
  stop: '/stop bot: stops it.',
  loot: '/loot: what each bot did today (UTC): actions and loot.',
  attacks: '/attacks: the incoming attacks on your game accounts, when each lands, with an id.',
  ack: '/ack attack: stops the reminders of that attack, as Acknowledge does in the bell.',
  rulesHeading: 'Who sees what',
  rules: plural({
    one: 'Only you see Castellan’s answers, in your language. A command acts only on your bots and on those shared with you, as each share allows. You may send {count} command a minute. Every plan includes the commands.',
    other:
      'Only you see Castellan’s answers, in your language. A command acts only on your bots and on those shared with you, as each share allows. You may send {count} commands a minute. Every plan includes the commands.',
  }),
});

/** Webhooks out (api/src/modules/webhooks, @shared/webhooks). */
export const webhooksGuideMessages = defineMessages('help/webhooks', {
  title: 'Webhooks',
  summary: 'Send your notifications to your own systems as they happen, signed, retried and logged.',
  addHeading: 'Adding an endpoint',
  add: params(
    plural({
      one: 'In Settings → Webhooks, give a public HTTPS address and choose the kinds of events to send (the kinds the bell has). Copy the signing secret then: it is shown only once. Webhooks come with the {plan} plan and up; you may have {count} endpoint.',
      other:
        'In Settings → Webhooks, give a public HTTPS address and choose the kinds of events to send (the kinds the bell has). Copy the signing secret then: it is shown only once. Webhooks come with the {plan} plan and up; you may have {count} endpoints.',
    }),
  ),
  bodyHeading: 'What arrives',
  body: plural({
    one: 'A POST with a JSON body: id, type (the kind of event), created_at and data (the message in English, its message key, and the bot’s id). Answer 2xx within {count} second.',
    other:
      'A POST with a JSON body: id, type (the kind of event), created_at and data (the message in English, its message key, and the bot’s id). Answer 2xx within {count} seconds.',
  }),
  signatureHeading: 'Checking the signature',
  signature:
    'The Castellan-Signature header is t=<unix seconds>,v1=<signature>. Compute HMAC-SHA256 of the text “t.body” (the t value, a full stop, then the body exactly as received) with your secret, compare it with v1, and refuse an old t: that proves the request is ours and recent.',
  retriesHeading: 'Retries, the log and pausing',
  retries: params(
    plural({
      one: 'A try that fails (no answer, a redirect, or anything but 2xx) is tried again after {waits}. Each endpoint’s Deliveries show every delivery with its tries, your receiver’s answer and the body sent; Send again sends one anew. After {count} failed try in a row the endpoint is paused and you are told on the bell; Resume sends what waited.',
      other:
        'A try that fails (no answer, a redirect, or anything but 2xx) is tried again after {waits}. Each endpoint’s Deliveries show every delivery with its tries, your receiver’s answer and the body sent; Send again sends one anew. After {count} failed tries in a row the endpoint is paused and you are told on the bell; Resume sends what waited.',
    }),
  ),
  addressesHeading: 'Which addresses',
  addresses: 'Only public internet addresses: never local, private-network or cloud metadata addresses, and redirects are not followed.',
});

export const plansMessages = defineMessages('help/plans', {
  title: 'Plans and billing',
  summary: 'What each plan includes, what it costs, the support it comes with, and how payments and refunds work.',
  card: params('{plan}: {price} {period}'),
  comingSoon: params('{feature} (coming soon)'),
  supportHeading: 'Support by plan',
  support: params('{plan}: {level}. {answer}'),
  payHeading: 'Paying, changing and cancelling',
  pay: 'Subscribe from the Subscription panel on your dashboard, with PayPal or by card through Stripe. With Stripe, Manage billing opens Stripe’s billing page (card, invoices, cancelling); with PayPal, Cancel subscription is in the panel. A cancelled plan lasts to the end of the period you paid for.',
  slots: params('When a plan with fewer bots begins, the bots beyond its slots stop, newest first ({slots}). Your game accounts and bots are kept.'),
  moneyBackHeading: params('{days}-day money-back guarantee'),
  moneyBack: params(
    plural({
      one: 'Payments of your first day ({count}) can be refunded once per account: press “Request a refund” in the Subscription panel. The money goes back to your card or PayPal account, the subscription ends at once and your plan is {starter} again.',
      other:
        'Payments of your first {count} days can be refunded once per account: press “Request a refund” in the Subscription panel. The money goes back to your card or PayPal account, the subscription ends at once and your plan is {starter} again.',
    }),
  ),
});

export const securityMessages = defineMessages('help/security', {
  title: 'Keeping your account safe',
  summary: 'Two-factor sign-in, how your game passwords are kept, and how to see and end your sessions.',
  twoFactorHeading: 'Two-factor sign-in',
  twoFactor:
    'In Settings, turn on two-factor sign-in: scan the QR code with an authenticator app and confirm with a first code. From then on, signing in also asks for a six-digit code from the app, so a stolen password is not enough.',
  recovery:
    'You get ten recovery codes: keep them somewhere safe. Each works once, in place of a code, if you lose your phone (at the code step choose “Use a recovery code instead”). You can make new ones in Settings, which ends the old ones.',
  passwordsHeading: 'Your passwords',
  hashed: 'Your Castellan password is stored only as an argon2id hash: no one can read it back. Very common passwords from leaked lists are refused.',
  encrypted:
    'Game passwords, proxy logins, the game’s login tokens and Discord webhook addresses are encrypted (AES-256-GCM) and decrypted only to log your bots in or send your alerts. They are never shown again, not even to you.',
  sessionsHeading: 'Sessions',
  sessions:
    'Settings lists every device signed in to your account, with where and when it was last active. Sign one out, or press “Sign out everywhere else”. Changing your password signs out every other device; resetting it signs out all of them.',
  activity:
    'Your activity log (in Settings) records sign-ins, password and e-mail changes, two-factor changes, API key use, bot starts and stops, and plan changes.',
  dataHeading: 'Your data',
  data: 'In Settings you can download everything we keep about you as one file, or delete your account with everything in it.',
});

export const supportMessages = defineMessages('help/support', {
  title: 'Writing to support',
  summary: 'How to open a ticket, what to attach, and how fast we answer on each plan.',
  open: 'Open Support from the menu under your name. Look through the help articles first: the search there finds them as you type.',
  ticketHeading: 'Opening a ticket',
  ticket:
    'Press New ticket, give it a subject and tell us what happened. Choose the bot or game account it is about, and tick “Attach the last console lines” to send the bot’s newest 20 console lines with it: you see them before you send, and they are kept with the ticket as they were.',
  answersHeading: 'Answers',
  answers:
    'Every answer comes to the ticket, to the bell and to your e-mail. Reply in the ticket; close it when it is solved. A reply to a closed ticket opens it again.',
  speedHeading: 'How fast',
  speed: params('{plan} ({level}): {answer}'),
});
