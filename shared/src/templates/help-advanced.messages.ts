import { OUR_MARKET_NOTICE } from '../market';
import { defineMessages } from '../i18n/messages';

/** The words of the articles on the templates of the higher plans (units/<id>.ts name them). */
export const customScriptMessages = defineMessages('help/custom-script', {
  title: 'Custom Script',
  summary:
    'Runs one of your own scripts: each step it hands your script what the game shows, and carries out what the script asks, paced and reserved like every template.',
  what: 'Write scripts on the Scripts page (in the menu under your name): an editor, a library of examples, every saved version, and a dry run that plays one game hour on a fresh local game server with its console. A script exports a step: it reads your castles, movements, the map around your main castle and the running events, and asks for attacks, time skips, soldier transfers, recruits or a tax round (at most five a step), logs to the console and keeps a little state.',
  what2:
    'Scripts run in a sandbox with a time and memory budget per step, without network, files or your other accounts. A script that fails or overruns stops with a line in the console, and the game session plays on; saving a new version starts it again.',
  script: 'Script: one of your scripts.',
  version: 'Version to run: 0 = always the newest version you saved.',
});

export const strategyPlannerMessages = defineMessages('help/strategy-planner', {
  title: 'Strategy Planner',
  summary:
    'Plans the next hours’ attacks on robber baron castles and fortresses from all your castles, for the most loot an hour within your rules, and sends them, saying why.',
  what: 'Each step it looks at your castles, soldiers, commanders, armies on the move and the camps around each castle, and plans the attacks of the next hours: which camp, how many soldiers, which commander and when. It plans again when the game shows something new, and sends each attack when its time comes, booked and paced like every template. Its console says the plan against what the Robber Baron Farmer would do, and why each attack goes: why this camp, why this army, why this time.',
  what2:
    'What the game does not publish (travel speed, cooldowns, loot per level, losses) is measured from your own armies as they come home; until then the plan says its figures are estimates.',
  what3:
    'The Planner screen (Plan, on Game Accounts) shows such a plan for an account before you run it. Looking at the account there is a login to the game, as Test login is: the screen says so first, and it is not offered while bots of the account play.',
  ahead: 'Plan ahead (hours): how far each plan looks.',
  levels: 'Lowest and highest camp level.',
});

export const marketTraderMessages = defineMessages('help/market-trader', {
  title: 'Market Trader',
  summary:
    'Sends your main castle’s surplus wood, stone and food by market barrow to your castles that run short, sells the rest and buys what runs short, within your prices, reserves and daily caps, with a log of every trade and send and why.',
  what: 'First, on every game server: your other castles in the same kingdom as your main castle that hold less than your reserve line (buy below) get what your main castle holds above its surplus line (sell above), by the Marketplace’s market barrows, up to what they lack, one load at a time. Goods already on their way count, and what a short castle still waits for is not sold meanwhile. With no free market barrow the console says so once and the bot waits for them to come home. Each send is in the console and the Trades section: “Sent 700 stone to Thornwall by market barrow: Thornwall holds 300 stone, under your reserve of 1,000; Home had 2,000 above your surplus line.” Castles in other kingdoms are supplied by Resource Collector & Feasts.',
  what2:
    'Then it looks at your main castle: what lies above your surplus line is sold, what falls below your reserve line is bought back up to it, one trade at a time, as a person would trade. A sale never goes below the line, and other bots on the same game account never count on what it is selling.',
  what3:
    'A price outside your rule is refused: the console says “Did not sell 1,000 food: the market pays 1 coin per 100, below your lowest price of 2 coins per 100.” Each trade is in the console and in the Trades section of the bot’s page with its reason, for example “Sold 5,000 wood at 3 coins per 100 (150 coins): wood above 80,000 (your surplus rule).” The Trades section downloads as CSV.',
  notice: OUR_MARKET_NOTICE,
  rules:
    'For each of wood, stone and food: sell above (0 = never sell it), the lowest price to sell at, buy below (your reserve; 0 = never buy it), the highest price to buy at, and the most traded a day each way (UTC; 0 = no cap; it holds across restarts). Prices are in coins per 100 units. A resource that is both sold and bought needs its sell line above its buy line.',
  coins: 'Coins to keep: purchases never spend these.',
  send: 'Send surplus to my castles that are short: yes (the default) or no.',
  most: 'Most units in one trade: a larger surplus goes in several trades (or market barrow loads), a few minutes apart.',
  look: 'Look at the market every (min): how often it checks your castle and the prices.',
});
