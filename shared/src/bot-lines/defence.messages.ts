/**
 * What the defending bots write: Castle Defence (an attack weighed against the soldiers at home, tools
 * refilled, soldiers recalled or sent to safety) and Alliance Help's support for members under attack.
 * Castle, player and attacker names go in as the game gives them; tool names are the game's English
 * names (DEFENCE_TOOL_NAMES), as building names are. Soldiers are counted by the plural's count, or by a
 * `bot-lines/words` part beside another count, written as each reader writes numbers; times are moments.
 */
import { defineMessages, params, plural } from '../i18n/messages';

export const defenceLines = defineMessages('bot-lines/defence', {
  noPlayer: params('The game found no player named {name} ({reason}): the soldiers cannot shelter there.'),
  allyRefused: params('The game refused to send the soldiers to {castle} ({reason}).'),
  defending: params('Defending {castles}.'),
  layouts: params('Tool layouts to keep filled: {castles}.'),
  noTools: 'No tools are placed in any castle yet: attacks will be weighed and reported, with no tools to refill.',
  landed: params('The attack of {attacker} on {castle} has landed.'),
  landedHome: params(
    plural({
      one: 'The attack of {attacker} on {castle} has landed; {count} soldier at home now.',
      other: 'The attack of {attacker} on {castle} has landed; {count} soldiers at home now.',
    }),
  ),
  unknownAttacker: 'an unknown attacker',
  playerCastle: params('{name}’s castle'),
  /** The attack as each decision names it. */
  attack: params(
    plural({
      one: '{count} soldier of {who} on {castle}, landing at {time} (in {duration})',
      other: '{count} soldiers of {who} on {castle}, landing at {time} (in {duration})',
    }),
  ),
  /** After the decision's sentence when tools were refilled (a leading space: it follows a full stop). */
  toolsRefilled: params(' Tools refilled from stock: {refilled}.'),
  holds: params(
    plural({
      one: 'Incoming: {attack}. {count} soldier at home can hold it.{tools}',
      other: 'Incoming: {attack}. {count} soldiers at home can hold it.{tools}',
    }),
  ),
  recalledIn: params('Incoming: {attack}. {why} alone: {recalled}.{tools}'),
  savedIn: params('Incoming: {attack}. {why}: {saved}.{tools} Resources left in the castle may be lost.'),
  lostIn: params('Incoming: {attack}. {why}, and {nowhere}.{tools} Act now: recall or send them yourself.'),
  cannotHold: plural({
    one: '{count} soldier at home cannot hold it',
    other: '{count} soldiers at home cannot hold it',
  }),
  cannotHoldMargin: params(
    plural({
      one: '{count} soldier at home cannot hold it ({margin} % of the attackers wanted)',
      other: '{count} soldiers at home cannot hold it ({margin} % of the attackers wanted)',
    }),
  ),
  recalled: params(
    plural({
      one: 'recalled {soldiers} from {count} attack, home at {time} before it lands: with them, {total} hold it',
      other: 'recalled {soldiers} from {count} attacks, home at {time} before it lands: with them, {total} hold it',
    }),
  ),
  evacuated: params(
    plural({
      one: 'sent {count} soldier to {castle} so it is not lost',
      other: 'sent {count} soldiers to {castle} so they are not lost',
    }),
  ),
  stationed: params(
    plural({
      one: 'sent {soldiers} to stand in {castle} ({player}) for {count} game hour so they are not lost',
      other: 'sent {soldiers} to stand in {castle} ({player}) for {count} game hours so they are not lost',
    }),
  ),
  noRefugeEmpire: 'there is no other castle of yours in the Great Empire with a free commander to send them to',
  noRefugeKingdom: 'there is no other castle of yours in this kingdom with a free commander to send them to',
  sendingOff: 'sending them away is off',
  refilledAfter: params('Refilled the tools of {castle} after the attack: {refilled}.'),
  /** What one part of the defence got back: "wall 7 bulwark", tools joined by commas. */
  wall: params('wall {tools}'),
  moat: params('moat {tools}'),
  keep: params('keep {tools}'),
  tools: params('{amount} {tool}'),
  // Alliance Help's support for members under attack.
  allyAttack: params('{attacker}’s attack on {ally} at {x}:{y} (landing in {duration})'),
  allyAttackUnknown: params('an attacker’s attack on {ally} at {x}:{y} (landing in {duration})'),
  noSpareSoldiers: params('No soldiers to spare in {castle} against {attack}: the ones at home are kept or booked.'),
  noSupportCommander: params('No free commander to lead support against {attack}.'),
  supportBooked: params('Another bot on this account booked the soldiers first; no support against {attack}.'),
  supportSent: params(
    plural({
      one: 'Sent {soldiers} from {castle} to defend against {attack}, for {count} game hour.',
      other: 'Sent {soldiers} from {castle} to defend against {attack}, for {count} game hours.',
    }),
  ),
  supportSentBefore: params(
    plural({
      one: 'Sent {soldiers} from {castle} to defend against {attack}; they arrive in {duration}, before it lands, for {count} game hour.',
      other: 'Sent {soldiers} from {castle} to defend against {attack}; they arrive in {duration}, before it lands, for {count} game hours.',
    }),
  ),
  supportSentAfter: params(
    plural({
      one: 'Sent {soldiers} from {castle} to defend against {attack}; they arrive {duration} after it lands and stand for what follows, for {count} game hour.',
      other:
        'Sent {soldiers} from {castle} to defend against {attack}; they arrive {duration} after it lands and stand for what follows, for {count} game hours.',
    }),
  ),
  supportRefused: params('The game refused support against {attack} ({reason}).'),
});
