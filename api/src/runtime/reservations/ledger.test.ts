import { expect, test } from 'bun:test';
import { Ledger } from './ledger';

test('a claim holds soldiers against other bots until the game has them; a reading taken before the spending still counts them', () => {
  const ledger = new Ledger();
  const before = ledger.mark();
  const claim = ledger.claim('a', 1, { troops: 150 }, { troops: 200 }, before)!;
  expect(claim).not.toBeNull();
  // Bot b read 200 at home before a's attack: only 50 are really free.
  expect(ledger.available('b', 1, 'troops', 200, before)).toBe(50);
  expect(ledger.claim('b', 1, { troops: 60 }, { troops: 200 }, before)).toBeNull();
  ledger.spend(claim);
  expect(ledger.available('b', 1, 'troops', 200, before)).toBe(50); // that reading still shows a's soldiers
  const after = ledger.mark();
  expect(ledger.available('b', 1, 'troops', 50, after)).toBe(50); // a fresh reading shows them gone
  expect(ledger.available('a', 1, 'troops', 200, before)).toBe(200); // a bot's own claims are its own business
});

test('a released claim frees its soldiers at once; other castles are not affected', () => {
  const ledger = new Ledger();
  const at = ledger.mark();
  const claim = ledger.claim('a', 1, { troops: 100 }, { troops: 100 }, at)!;
  expect(ledger.available('b', 2, 'troops', 100, at)).toBe(100);
  ledger.release(claim);
  expect(ledger.available('b', 1, 'troops', 100, at)).toBe(100);
  expect(ledger.open).toBe(0);
});

test('keep-at-home reserves do not add up (one garrison serves all) and bind every bot, their owner too', () => {
  const ledger = new Ledger();
  ledger.keepHome('guard', 1, { troops: 80 });
  ledger.keepHome('farmer', 1, { troops: 50 });
  const at = ledger.mark();
  expect(ledger.available('farmer', 1, 'troops', 200, at)).toBe(120);
  expect(ledger.available('guard', 1, 'troops', 200, at)).toBe(120);
  ledger.forget('guard');
  expect(ledger.available('farmer', 1, 'troops', 200, at)).toBe(150);
});

test('a target claimed by one bot is taken for the others until a reading after the attack', () => {
  const ledger = new Ledger();
  const at = ledger.mark();
  const claim = ledger.claim('a', 1, { troops: 10 }, { troops: 100 }, at, ['target:777', 'lord:3'])!;
  expect(ledger.taken('b', 'target:777', at)).toBe(true);
  expect(ledger.claim('b', 1, { troops: 10 }, { troops: 100 }, at, ['target:777'])).toBeNull();
  expect(ledger.claim('b', 1, { troops: 10 }, { troops: 100 }, at, ['target:778', 'lord:3'])).toBeNull();
  expect(ledger.taken('b', 'lord:3', at)).toBe(true);
  expect(ledger.taken('a', 'target:777', at)).toBe(false);
  ledger.spend(claim);
  expect(ledger.taken('b', 'target:777', at)).toBe(true);
  expect(ledger.taken('b', 'target:777', ledger.mark())).toBe(false);
});

test('a bot that leaves takes its open claims with it', () => {
  const ledger = new Ledger();
  const at = ledger.mark();
  ledger.claim('a', 1, { troops: 90 }, { troops: 100 }, at);
  ledger.forget('a');
  expect(ledger.available('b', 1, 'troops', 100, at)).toBe(100);
});

test('claimAll takes the garrison kept home too (to save it), but never what another bot has claimed', () => {
  const ledger = new Ledger();
  ledger.keepHome('farmer', 1, { troops: 80 });
  const at = ledger.mark();
  ledger.claim('raider', 1, { troops: 50 }, { troops: 200 }, at);
  // The reserve of 80 stops an attack claim, not a rescue.
  expect(ledger.available('defence', 1, 'troops', 200, at)).toBe(70);
  const rescue = ledger.claimAll('defence', 1, 'troops', 200, at)!;
  expect(rescue.amounts).toEqual({ troops: 150 });
  expect(ledger.claimAll('other', 1, 'troops', 200, at)).toBeNull();
});

test('a floor of the caller’s own (a market’s surplus line) counts like one more reserve, after the others’ claims', () => {
  const ledger = new Ledger();
  const at = ledger.mark();
  ledger.claim('a', 1, { wood: 2_000 }, { wood: 9_500 }, at);
  // 9,500 in the castle, 2,000 claimed by another bot, a line at 6,000: 1,500 may go.
  expect(ledger.available('b', 1, 'wood', 9_500, at, 6_000)).toBe(1_500);
  // The line binds only the caller.
  expect(ledger.available('c', 1, 'wood', 9_500, at)).toBe(7_500);
  // A standing reserve above the line wins.
  ledger.keepHome('keeper', 1, { wood: 7_000 });
  expect(ledger.available('b', 1, 'wood', 9_500, at, 6_000)).toBe(500);
});

test('a duty (a castle’s army upkeep) is the first asker’s until it leaves the session, then the next asker’s', () => {
  const ledger = new Ledger();
  expect(ledger.duty('farmer', 'upkeep:1')).toBe(true);
  expect(ledger.duty('planner', 'upkeep:1')).toBe(false);
  // Another castle is its own duty; asking again keeps it.
  expect(ledger.duty('planner', 'upkeep:2')).toBe(true);
  expect(ledger.duty('farmer', 'upkeep:1')).toBe(true);
  ledger.forget('farmer');
  expect(ledger.duty('planner', 'upkeep:1')).toBe(true);
  expect(ledger.duty('farmer', 'upkeep:1')).toBe(false);
});
