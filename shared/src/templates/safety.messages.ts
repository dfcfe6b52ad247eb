/** The safety and alliance templates' own words: Incoming Attack Guard, Castle Defense and Alliance Help (see common.messages.ts). */
import { defineMessages } from '../i18n/messages';

export const safetyWords = defineMessages('templates/safety', {
  guard: 'Incoming Attack Guard',
  guardText:
    'Watches your castles around the clock and tells you the moment an attack is launched at you: who attacks, which castle, with how many soldiers and when it lands. The alert reaches you where you chose in Settings → Notifications (push to your phone or browser, Discord, e-mail), again as the attack nears until you acknowledge it.',
  guardCheckHelp: 'Pushed alerts arrive at once; this is the fallback poll.',
  minAttackers: 'Ignore attacks smaller than (soldiers)',
  defence: 'Castle Defense',
  defenceText:
    'When an attack on one of your castles is announced, refills the wall, moat and keep tool slots you set up from the castle’s stock, compares the attack’s announced strength with the soldiers at home and, when they cannot hold, recalls the castle’s own attacks that left moments ago if that saves it, or else sends the soldiers to your nearest other castle in that kingdom so they are not lost. Every decision is written to the console with its reason, and you are alerted at once, above all when it cannot save them.',
  holdMargin: 'Hold when soldiers at home are at least (% of the attackers)',
  holdMarginHelp: 'Tools are not counted (the game does not publish their worth), so 100 % errs on the safe side. Higher sends soldiers away sooner.',
  refillTools: 'Refill tool slots from stock',
  refillToolsHelp: 'Only the slots you filled in the game, with the same tool.',
  recallArmies: 'Recall the castle’s attacks when that saves it',
  recallArmiesHelp: 'Attacks that left less than 10 minutes ago turn round, when they are home before the attack lands and the castle then holds.',
  evacuate: 'Send soldiers away when the castle cannot hold',
  evacuateNo: 'No, only alert me',
  evacuateHelp: 'To your nearest other castle in that kingdom.',
  refugePlayer: 'Player whose castle shelters them (optional)',
  refugePlayerHelp:
    'When you have no other castle in the Great Empire, the soldiers stand in this player’s main castle (an alliance member, say) until an hour after the attack. Empty = none.',
  defenceCheckHelp: 'Attacks the game announces are handled at the next check.',
  allianceHelp: 'Alliance Help',
  allianceHelpText:
    'Answers your alliance’s help requests (building, recruiting, healing) a little while after they appear, as a member reading the list would, and counts the help given. If you wish, it also sends soldiers from your main castle to defend members under attack, once per attack.',
  minWait: 'Answer after at least (s)',
  minWaitHelp: 'A random wait between these two, as a person reads the list now and then.',
  maxWait: 'Answer after at most (s)',
  allianceCheckHelp: 'New requests arrive by themselves; this is the rhythm between looks.',
  supportTroops: 'Soldiers to send to a member under attack',
  supportTroopsHelp: 'From your main castle, led by a free commander, once per attack the game shows on a member’s castle in the Great Empire. 0 = never.',
  supportHours: 'Support stays (game hours)',
  supportHoursHelp: 'How long the soldiers stand in the member’s castle before they come home (the game allows 0 to 12).',
});
