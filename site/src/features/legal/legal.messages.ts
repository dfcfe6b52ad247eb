import { defineMessages, params, plural } from '@shared/i18n/messages';

/**
 * The Terms of Service and the Privacy Policy. A `{name}` in a text is where an element goes (a link, an
 * address): the page passes it in, so each language places it where its grammar wants it. Another
 * language's copy says first that the English text is the binding one, and links to it.
 */
export const legalCommonMessages = defineMessages('legal/common', {
  updated: params('Last updated {date}'),
  inShort: 'In short:',
  // {english}: the English document's own title, linked to it.
  binding: 'This is a translation, for your convenience. Only the English text is binding: {english}.',
});

export const termsMessages = defineMessages('legal/terms', {
  title: 'Terms of Service',
  description: 'The rules for using Castellan, including what automating a third-party game means for your game account.',
  short:
    "Castellan runs bots that play a browser game made by someone else. That game's rules may forbid automation, and its publisher may suspend or ban an account it catches. You decide whether to take that risk with your game accounts, and you are responsible for them.",
  whatHeading: '1. What Castellan is',
  what: 'Castellan runs automation bots ("bots") on our servers. A bot logs in to a third-party browser castle-strategy game with a game account you add, and plays it for you: farming, collecting resources, holding feasts, attacking, or watching for incoming attacks, depending on its template and your settings. Castellan is not made, endorsed or supported by the game\'s publisher.',
  gameHeading: "2. The game's rules and your game account",
  gameRules: "The game's own terms of service may forbid bots, scripts or third-party tools. Read them before you start a bot.",
  gameBans:
    'If the publisher notices automation, it may warn, suspend or permanently ban the game account, or take back what was gained. Human-like pacing, breaks and active hours make a bot look less like a bot; they do not make automation allowed, and we cannot promise an account will not be detected.',
  gameYours:
    'You are responsible for every game account you add and for what your bots do with it. Add only accounts you are allowed to use. We are not liable for bans, suspensions, lost progress, lost resources or in-game purchases.',
  gamePause: 'When you log in to the game yourself, your bots step aside for the pause you set on the account, so you can play in peace.',
  accountHeading: '3. Your Castellan account',
  accountEmail: 'Use an e-mail address you can read, and keep your password to yourself: what is done under your account is done by you.',
  accountAbuse:
    "Do not use Castellan to get into anyone else's game account, to attack or overload our service or the game, or to resell access. We may suspend or close an account that does.",
  plansHeading: '4. Plans and payment',
  starter: plural({
    one: 'The Starter plan is free: {count} bot, running up to 12 hours a day (UTC).',
    other: 'The Starter plan is free: {count} bots, running up to 12 hours a day (UTC).',
  }),
  paid: 'Paid plans are monthly subscriptions, priced in US dollars on the {pricing}, paid through Stripe (cards) or PayPal.',
  pricingPage: 'pricing page',
  cancel: 'You can cancel at any time; your plan stays active until the end of the period you paid for, and your bots keep running until then.',
  moneyBack:
    '7-day money-back guarantee: within 7 days of your first payment on a paid plan, you can ask for it back in the dashboard (Settings → Subscription). Every payment of those 7 days is refunded in full, the subscription ends at once and your plan returns to Starter. The guarantee applies once per account; later payments are not refunded.',
  serviceHeading: '5. The service',
  service:
    'Bots depend on the game: when its servers are down or under maintenance, bots wait and try again; when the game changes, a bot may stop working until we update it. We work to keep Castellan running but cannot promise it will be available without interruption. Castellan is provided as it is, without warranties beyond those the law requires.',
  endingHeading: '6. Ending',
  ending:
    'You can stop or delete your bots and game accounts in the app at any time. To close your Castellan account, write to us (below). We may end the service for an account that breaks these terms.',
  changesHeading: '7. Changes',
  changes: 'When these terms change, we publish the new version on this page with a new date.',
  contactHeading: '8. Contact',
  contact: 'Questions about these terms: {email}. How we handle your data is in the {privacy}.',
  privacyPolicy: 'Privacy Policy',
});

export const privacyMessages = defineMessages('legal/privacy', {
  title: 'Privacy Policy',
  description: 'What Castellan stores about you and your game accounts, who else sees it, and how to have it deleted.',
  short:
    'we keep what is needed to run your bots and bill your plan. Passwords are stored hashed or encrypted. We do not sell your data, show ads or use trackers. Write to {email} to get a copy of your data or to have it deleted.',
  storeHeading: 'What we store',
  accountLabel: 'Your Castellan account:',
  account:
    'your e-mail address and your password as an argon2id hash (we cannot read it back). If you sign in with Discord: your Discord user id, user name, avatar and the e-mail address Discord gives us. Also your plan, when you last signed in and how much bot time you used today.',
  gameLabel: 'Your game accounts:',
  game: 'the in-game name, the game e-mail, server and tag, and the game password, encrypted (AES-256-GCM). It is decrypted only to log your bots in, and never shown again. A proxy you set, and the login token the game hands out, are encrypted the same way.',
  botsLabel: 'Your bots:',
  bots: 'name, template, settings, whether they are running, and their errors. Secrets such as a Discord webhook address are encrypted.',
  consoleLabel: 'Console history:',
  console: "the latest lines of each bot's console (up to 2,000 per bot), and your notifications (the latest 200).",
  ticketsLabel: 'Support tickets:',
  tickets:
    'what you write to support and our answers, the bot or game account you name, and the console lines you choose to attach. Our staff may add notes to a ticket for each other. Your tickets are in your data download (without those notes) and are deleted with your account.',
  billingLabel: 'Billing records:',
  billing:
    "your subscription (plan, status, payment provider, the provider's subscription id, the end of the paid period) and the payment events the provider sends us. We keep these for bookkeeping, also after you cancel or close your account. We never receive your card number or your PayPal password.",
  guessingLabel: 'Against password guessing:',
  guessing: 'failed sign-ins are counted per e-mail address and per network address for 15 minutes; the counters hold only a hash of each.',
  othersHeading: 'Who else sees it',
  paymentsLabel: 'Stripe and PayPal',
  payments: '{label} process your payments when you subscribe. What you enter on their pages is handled under their own privacy policies.',
  discordLabel: 'Discord',
  discord:
    '{label}, if you choose to sign in with Discord (we ask only for your identity and e-mail address), or if you give a bot a Discord webhook for its alerts.',
  gameSeesLabel: 'The game',
  gameSees: '{label}: your bots log in with your game account from our servers (or through the proxy you set), as you would from your browser.',
  noSelling: 'We do not sell, rent or share your data for advertising, and the site has no analytics or tracking scripts.',
  cookiesHeading: 'Cookies and browser storage',
  sessionCookie: 'One cookie keeps you signed in: {cookie}, sent only to our API, unreadable by scripts, valid for 7 days or until you sign out.',
  discordCookie: 'While you sign in with Discord, a second cookie lives for up to 10 minutes to check that the answer from Discord belongs to your sign-in.',
  storage:
    'Your browser also keeps your sign-in, your theme and the data the app last showed you, so it opens fast and works offline. Signing out removes your sign-in and that data.',
  choiceHeading: 'Your data, your choice',
  inApp: 'In the app you can delete your bots and game accounts, and change your profile, at any time.',
  export:
    'In Settings → Your data you can download a copy of your data (a JSON file) and delete your account with everything in it; or write to {email} from the address you signed up with, and we answer within 30 days. Billing records are kept as long as bookkeeping law requires.',
  changesHeading: 'Changes',
  changes: 'When this policy changes, we publish the new version on this page with a new date. The rules for using Castellan are in the {terms}.',
  termsOfService: 'Terms of Service',
});
