import { expect, test } from 'bun:test';
import { windowForClick } from './notification-click';

const ORIGIN = 'https://castellan.test';
const bots = { url: `${ORIGIN}/dashboard` };
const settings = { url: `${ORIGIN}/dashboard?tab=settings` };
const planner = { url: `${ORIGIN}/planner` };

test('a window already on the address comes forward as it is', () => {
  expect(windowForClick([bots, settings], `${ORIGIN}/dashboard?tab=settings`)).toEqual({ window: settings, navigate: false });
  expect(windowForClick([planner, bots], `${ORIGIN}/dashboard`)).toEqual({ window: bots, navigate: false });
});

test('a dashboard open on another tab is taken to the address, not left where it was (issue 64)', () => {
  // Matched by path alone, the Bots tab came forward and the invoices were never shown.
  expect(windowForClick([planner, bots], `${ORIGIN}/dashboard?tab=settings#invoices`)).toEqual({ window: bots, navigate: true });
  expect(windowForClick([settings], `${ORIGIN}/dashboard?tab=settings#invoices`)).toEqual({ window: settings, navigate: true });
  expect(windowForClick([settings], `${ORIGIN}/dashboard`)).toEqual({ window: settings, navigate: true });
});

test('no window on the page, or only on another site: none, so a new window opens', () => {
  expect(windowForClick([planner], `${ORIGIN}/dashboard?tab=settings`)).toBeNull();
  expect(windowForClick([{ url: 'https://elsewhere.test/dashboard' }], `${ORIGIN}/dashboard`)).toBeNull();
  expect(windowForClick([], `${ORIGIN}/dashboard`)).toBeNull();
});

test('its own text runs alone, as the service worker runs it', () => {
  const alone = new Function(`return (${windowForClick.toString()})`)() as typeof windowForClick;
  expect(alone([bots], `${ORIGIN}/dashboard?tab=settings`)).toEqual({ window: bots, navigate: true });
});
