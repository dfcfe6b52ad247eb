/** Two expositions as one: a family both name is named once, with both processes' samples under it. */
import { expect, test } from 'bun:test';
import { familiesOf, sampleOf } from '../../../test/scrape';
import { mergeExpositions } from './merge';

const api = `# HELP castellan_http_requests_total HTTP requests.
# TYPE castellan_http_requests_total counter
castellan_http_requests_total{route="/api/bots"} 4
# HELP castellan_game_logins_total Game logins.
# TYPE castellan_game_logins_total counter
castellan_game_logins_total{world="INT1",outcome="ok"} 2
`;
const runtime = `# HELP castellan_game_logins_total Game logins.
# TYPE castellan_game_logins_total counter
castellan_game_logins_total{world="INT1",outcome="ok",process="runtime"} 1
# HELP castellan_game_round_trip_seconds Round trips.
# TYPE castellan_game_round_trip_seconds histogram
castellan_game_round_trip_seconds_bucket{le="0.1",world="INT1",process="runtime"} 3
castellan_game_round_trip_seconds_count{world="INT1",process="runtime"} 3
`;

test('a family both name is named once and holds the samples of both; the others keep their order', () => {
  const merged = mergeExpositions(api, runtime);
  expect(familiesOf(merged)).toEqual(['castellan_http_requests_total', 'castellan_game_logins_total', 'castellan_game_round_trip_seconds']);
  expect(merged.match(/^# HELP castellan_game_logins_total/gm)).toHaveLength(1);
  expect(sampleOf(merged, 'castellan_game_logins_total', { process: 'runtime' })).toBe(1);
  expect(sampleOf(merged, 'castellan_game_logins_total', { outcome: 'ok' })).toBe(2);
  expect(sampleOf(merged, 'castellan_game_round_trip_seconds_count', { process: 'runtime' })).toBe(3);
  // Each sample sits under its own family's TYPE line.
  const lines = merged.trim().split('\n');
  expect(lines.indexOf('castellan_game_logins_total{world="INT1",outcome="ok",process="runtime"} 1')).toBeLessThan(
    lines.indexOf('# HELP castellan_game_round_trip_seconds Round trips.'),
  );
  expect(merged.endsWith('\n')).toBe(true);
});

test('nothing from the second: the first as it was', () => {
  expect(mergeExpositions(api, '')).toBe(api);
});
