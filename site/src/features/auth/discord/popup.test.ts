import { describe, expect, test } from 'bun:test';
import { CLOSED_CHECK_MS, popupFeatures, watchDiscordPopup } from './popup';
import type { DiscordAuthMessage } from './messages';
import { PLAYER, tokenFor } from '../../session/test-tokens';

const OURS = 'http://localhost:4321';

test('the popup is 500 by 700, centred over the page, and is checked every second', () => {
  expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe('width=500,height=700,left=500,top=150,popup=yes');
  expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 })).toBe('width=500,height=700,left=0,top=0,popup=yes');
  expect(CLOSED_CHECK_MS).toBe(1000);
});

describe('watching the popup', () => {
  function setUp() {
    const host = Object.assign(new EventTarget(), { location: { origin: OURS } });
    const popup = { closed: false };
    const seen: DiscordAuthMessage[] = [];
    let closed = 0;
    const stop = watchDiscordPopup(popup, host, { onMessage: (m) => seen.push(m), onClosed: () => (closed += 1) }, 10);
    const post = (data: unknown, origin = OURS) => host.dispatchEvent(new MessageEvent('message', { data, origin }));
    return { popup, seen, closedCount: () => closed, stop, post };
  }

  test('hands on our own Discord messages and ignores the rest', () => {
    const { seen, stop, post } = setUp();
    post({ type: 'discord-auth', token: tokenFor(), user: PLAYER }, 'https://evil.example');
    post({ type: 'something-else' });
    post({ type: 'discord-auth', error: 'access_denied' });
    expect(seen).toEqual([{ type: 'discord-auth', error: 'access_denied' }]);
    stop();
  });

  test('notices the popup closing; after cleanup nothing more is heard', async () => {
    const { popup, seen, closedCount, stop, post } = setUp();
    await Bun.sleep(30); // three checks (every 10 ms) see it open; nothing marks a close not noticed
    expect(closedCount()).toBe(0);
    popup.closed = true;
    for (let i = 0; i < 200 && closedCount() === 0; i++) await Bun.sleep(5);
    expect(closedCount()).toBeGreaterThanOrEqual(1);
    stop();
    stop();
    const before = closedCount();
    post({ type: 'discord-auth', error: 'late' });
    await Bun.sleep(30); // three checks' time after cleanup: nothing marks what is not heard
    expect(seen).toEqual([]);
    expect(closedCount()).toBe(before);
  });
});
