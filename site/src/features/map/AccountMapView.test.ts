import { expect, test } from 'bun:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AccountMapView } from './AccountMapView';
import { sampleMap } from './sample-map';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const render = (props: Parameters<typeof AccountMapView>[0]) => renderToStaticMarkup(createElement(AccountMapView, props));

test('before any read it says so, and why the map comes once a bot runs', () => {
  const html = render({ map: null, label: 'map of castle-1', now: () => NOW });
  expect(html).toContain('Your bots have not read the map yet.');
  expect(html).toContain('once a bot of this game account runs');
  expect(html).not.toContain('role="application"');
});

test('the surface is named and described, with its zoom buttons, legend and list', () => {
  const map = sampleMap({ targets: 40, armies: 6, now: NOW });
  const html = render({ map, label: 'map of castle-1', now: () => NOW });
  const surface = /<div class="map-surface" role="application" aria-label="map of castle-1" aria-describedby="([^"]+)" tabindex="0"/.exec(html);
  expect(surface).not.toBeNull();
  expect(html).toContain(`id="${surface![1]}" class="map-help muted">Drag to move the map`);
  for (const name of ['Zoom in', 'Zoom out', 'Reset view']) expect(html).toContain(`aria-label="${name}"`);
  expect(html).toContain('<h3 class="map-legend-title">Legend</h3>');
  expect(html).toContain('aria-expanded="false"');
  expect(html).toContain('Show the map as a list');
  // The canvas is painted by the browser; to screen readers the list below says what it shows.
  expect(html).toContain('<canvas class="map-canvas" aria-hidden="true">');
  // One kingdom: no switcher.
  expect(html).not.toContain('role="group"');
});

test('a map over several kingdoms gets a switcher and opens on the focused target’s kingdom', () => {
  const map = sampleMap({ targets: 3, armies: 0, now: NOW });
  const barons = map.targets.map((target) => ({ ...target, kind: 'baron' as const }));
  const storm = { ...barons[0]!, id: '4:10:10', kingdomId: 4, x: 10, y: 10, kind: 'seaFort' as const };
  const html = render({ map: { ...map, targets: [...barons, storm] }, focusTargetId: storm.id, label: 'map', now: () => NOW });
  expect(html).toContain('role="group" aria-label="Kingdom"');
  expect(html).toMatch(/aria-pressed="false">Great Empire<\/button>/);
  expect(html).toMatch(/aria-pressed="true">Storm Islands<\/button>/);
  // The legend names the kinds of the kingdom shown: the storm fort, not the Great Empire's barons.
  expect(html).toContain('Storm fort');
  expect(html).not.toContain('Robber baron castle');
});
