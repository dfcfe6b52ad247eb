import { describe, expect, test } from 'bun:test';
import { GAME_SERVERS, zoneOf } from '../game';
import { NetworkDocumentError, parseNetworkDocument, renderNetworkDocument, serverCodeOf, webSocketUrlOf } from './network';
import { liveNetworkDocument } from './network-sample';

/**
 * A document in the live format, as public clients read it: `<network>` with `versionNo`/`deployTime`,
 * `<general>`, `<instances>` of `<instance value="…">` whose children are, by position, server, port,
 * zone, zoneId, instanceLocaId, …, instanceName (readers index children 0, 2, 4 and 6), and
 * `<test-instances>` that clients skip. Hosts and zones of these five rows are those public clients list.
 */
const host = (name: string) => `ep-live-${name}-game.goodgamestudios.com`;
const LIVE_SAMPLE = liveNetworkDocument(
  [
    {
      value: 1,
      server: host('mz-int1-sk1-gb1'),
      zone: 'EmpireEx',
      zoneId: 121,
      instanceLocaId: 'generic_country_international',
      isInternational: true,
      countries: 'null',
    },
    {
      value: 2,
      server: host('de1'),
      zone: 'EmpireEx_2',
      zoneId: 163,
      instanceLocaId: 'generic_country_DE',
      isInternational: false,
      countries: '["DE","AT","CH"]',
    },
    { value: 19, server: host('mz-int1-sk1-gb1'), zone: 'EmpireEx_19', zoneId: 201, instanceLocaId: 'generic_country_GB', isInternational: false },
    { value: 21, server: host('us1'), zone: 'EmpireEx_21', zoneId: 203, instanceLocaId: 'generic_country_US', isInternational: false },
    { value: 46, server: host('world1'), zone: 'EmpireEx_46', zoneId: 879, instanceLocaId: 'generic_country_world', isInternational: true },
  ],
  {
    rootAttributes: 'versionNo="177" deployTime="1700000000"',
    before: ['  <general>', '    <networkname>Goodgame Empire</networkname>', '    <defaultinstance>1</defaultinstance>', '  </general>'],
    after: [
      '  <test-instances>',
      '    <instance value="900"><server>ep-test-game.goodgamestudios.com</server><zone>EmpireTest</zone></instance>',
      '  </test-instances>',
    ],
  },
);

describe('the live network document', () => {
  test('every server under <instances> with its zone, host and name; test servers are skipped', () => {
    const { instances, skipped } = parseNetworkDocument(LIVE_SAMPLE);
    expect(skipped).toBe(0);
    expect(instances.map((i) => [i.code, i.zone, i.server, i.id])).toEqual([
      ['INT1', 'EmpireEx', 'ep-live-mz-int1-sk1-gb1-game.goodgamestudios.com', 1],
      ['DE1', 'EmpireEx_2', 'ep-live-de1-game.goodgamestudios.com', 2],
      ['GB1', 'EmpireEx_19', 'ep-live-mz-int1-sk1-gb1-game.goodgamestudios.com', 19],
      ['US1', 'EmpireEx_21', 'ep-live-us1-game.goodgamestudios.com', 21],
      ['WORLD1', 'EmpireEx_46', 'ep-live-world1-game.goodgamestudios.com', 46],
    ]);
  });

  test('the WebSocket URL is wss://<server>/ for a document read over https, ws:// over http', () => {
    expect(webSocketUrlOf('ep-live-us1-game.goodgamestudios.com', 'https://empire-html5.goodgamestudios.com/config/network/1.xml')).toBe(
      'wss://ep-live-us1-game.goodgamestudios.com/',
    );
    expect(webSocketUrlOf('127.0.0.1:4100', 'http://127.0.0.1:4100/config/network/1.xml')).toBe('ws://127.0.0.1:4100/');
  });

  test('server names from localisation keys as public clients derive them', () => {
    expect(serverCodeOf('generic_country_international', '3')).toBe('INT3');
    expect(serverCodeOf('generic_language_PT', '1')).toBe('PT1');
    expect(serverCodeOf('generic_language_skn', '1')).toBe('SKN1');
    expect(serverCodeOf('generic_country_HU', '2')).toBe('HU2');
    expect(serverCodeOf('generic_country_world', '')).toBe('WORLD1');
    expect(serverCodeOf('', '1')).toBeNull();
    expect(serverCodeOf('event_title_113', '1')).toBeNull();
  });

  test('rows without a usable zone or host are left out and counted', () => {
    const doc = `<network><instances>
      <instance value="2"><server>ep-live-de1-game.goodgamestudios.com</server><zone>EmpireEx_2</zone><instanceLocaId>generic_country_DE</instanceLocaId><instanceName>1</instanceName></instance>
      <instance value="3"><server></server><zone>EmpireEx_3</zone></instance>
      <instance value="4"><server>wss://bad host/</server><zone>EmpireEx_4</zone></instance>
      <instance value="5"><server>ep-live-pl1-game.goodgamestudios.com</server></instance>
    </instances></network>`;
    const { instances, skipped } = parseNetworkDocument(doc);
    expect(instances.map((i) => i.code)).toEqual(['DE1']);
    expect(skipped).toBe(3);
  });

  test.each([
    ['an HTML error page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', /document type declaration/],
    ['a cut-off download', LIVE_SAMPLE.slice(0, 700), /not XML: .*not closed/],
    ['mismatched tags', '<network><instances></network>', /not XML: <\/network> closes <instances>/],
    ['another document', '<config><instances/></config>', /its root is <config>/],
    ['no instances', '<network><general/></network>', /no <instances>/],
    ['no usable server', '<network><instances><instance value="1"><zone>EmpireEx</zone></instance></instances></network>', /no usable server/],
    ['an entity it does not know', '<network><instances>&bogus;</instances></network>', /unknown entity/],
    ['nothing', '   ', /empty/],
  ])('%s is refused with a reason', (_, doc, reason) => {
    expect(() => parseNetworkDocument(doc)).toThrow(NetworkDocumentError);
    expect(() => parseNetworkDocument(doc)).toThrow(reason);
  });
});

describe('the local game server writes the same format', () => {
  test('every server the product knows, each on the given host, reads back with its built-in zone', () => {
    const doc = renderNetworkDocument(
      GAME_SERVERS.map((code) => ({ code, zone: zoneOf(code) })),
      '127.0.0.1:4100',
    );
    const { instances } = parseNetworkDocument(doc);
    expect(instances).toHaveLength(GAME_SERVERS.length);
    for (const code of GAME_SERVERS) {
      const row = instances.find((i) => i.code === code);
      expect(row, code).toMatchObject({ zone: zoneOf(code), server: '127.0.0.1:4100' });
    }
    // The instance id is the zone's number, as in the live document.
    expect(instances.find((i) => i.code === 'INT1')!.id).toBe(1);
    expect(instances.find((i) => i.code === 'GB1')!.id).toBe(19);
  });
});
