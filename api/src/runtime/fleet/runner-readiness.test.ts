/** The runner's check of the game's network document: read at most every 30 s, down with a reason, none set always passes. */
import { expect, test } from 'bun:test';
import { CHECK_EVERY_MS, gameDocumentCheck } from './runner-readiness';

const DOCUMENT = `<network><instances><instance value="1"><server>ep-live-mz-int1-sk1-gb1.goodgamestudios.com</server><zone>EmpireEx</zone><instanceLocaId>generic_server_international1</instanceLocaId><defaultcountry>EN</defaultcountry></instance></instances></network>`;

function fakeGame() {
  const state = { answer: new Response(DOCUMENT) as Response | Error, reads: 0, now: 1_000_000 };
  const fetch = async () => {
    state.reads += 1;
    if (state.answer instanceof Error) throw state.answer;
    return state.answer.clone();
  };
  return { state, check: gameDocumentCheck('http://game.test/config/network/1.xml', { fetch, now: () => state.now }) };
}

test('answering: ready; the answer stands for 30 s, then the document is read again', async () => {
  const { state, check } = fakeGame();
  expect(await check.check()).toBeNull();
  expect(state.reads).toBe(1);
  state.answer = new Error('connection refused');
  state.now += CHECK_EVERY_MS - 1;
  expect(await check.check()).toBeNull();
  expect(state.reads).toBe(1);
  state.now += 1;
  expect(await check.check()).toBe("the game's network document does not answer (connection refused)");
  expect(state.reads).toBe(2);
});

test('an HTTP error or a page that is not the document is down, each with its reason', async () => {
  const { state, check } = fakeGame();
  state.answer = new Response('gone', { status: 502 });
  expect(await check.check()).toBe("the game's network document answers HTTP 502");
  state.answer = new Response('<html>maintenance</html>');
  state.now += CHECK_EVERY_MS;
  expect(await check.check()).toStartWith("the game's network document is not a server list (");
});

test('known() answers at once from the last read and starts a new read when it is old', async () => {
  const { state, check } = fakeGame();
  expect(check.known()).toBe("the game's network document has not been read yet");
  await check.check();
  state.answer = new Error('timed out');
  state.now += CHECK_EVERY_MS;
  expect(check.known()).toBeNull();
  expect(await check.check()).toContain('does not answer');
  expect(check.known()).toContain('does not answer');
});

test('without a document set, nothing is read and the check passes', async () => {
  const check = gameDocumentCheck(null, { fetch: () => Promise.reject(new Error('must not be read')) });
  expect(await check.check()).toBeNull();
  expect(check.known()).toBeNull();
});
