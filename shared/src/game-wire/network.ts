/**
 * The game's network configuration document (docs/game.md "Servers (live)"): which game servers exist,
 * the zone each one's login names and the host its WebSocket goes to. The live game keeps it at
 * `config/network/1.xml` on its HTML5 host; public clients read it instead of hard-coding servers:
 *
 *   <network>
 *     <instances>
 *       <instance value="19">
 *         <server>ep-live-mz-int1-sk1-gb1-game.goodgamestudios.com</server>
 *         <port>443</port>
 *         <zone>EmpireEx_19</zone>
 *         <zoneId>201</zoneId>
 *         <instanceLocaId>generic_country_GB</instanceLocaId>
 *         <instanceName>1</instanceName>
 *         …
 *       </instance>
 *     </instances>
 *     <test-instances>…</test-instances>
 *   </network>
 *
 * Read by element name, as the game's own parser does (children it does not know are ignored, and so is
 * `<test-instances>`). Shared by the API (reading) and the local game server (writing its own).
 */
import type { GameServer } from '../game';
import { child, parseXml, type XmlElement } from './xml';

/** Where the document lives on a game host (the live HTML5 host, and the local game server). */
export const NETWORK_DOCUMENT_PATH = '/config/network/1.xml';

export type NetworkInstance = {
  /** The `value` attribute: the instance id (the number in the zone name: 19 for `EmpireEx_19`). */
  id: number;
  /** Host (and port, when not the scheme's) of the server's WebSocket. */
  server: string;
  zone: string;
  /** Localisation key of the server's name: `generic_country_GB`, `generic_language_PT`, … */
  localisationId: string;
  /** Number of the server within its country: the 1 of GB1. */
  instanceName: string;
  /** The server's name as players know it (GB1), or null when the row does not say. */
  code: string | null;
};

export class NetworkDocumentError extends Error {}

/** A host name or IPv4 address, optionally with a port: what `<server>` may hold. */
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?$/;
const ZONE = /^[A-Za-z][\w-]*$/;

/**
 * The server name a row stands for: the localisation key's suffix plus the instance number, as public
 * clients derive it (generic_country_GB + 1 → GB1, generic_country_international + 3 → INT3,
 * generic_country_world + 1 → WORLD1, generic_language_PT + 1 → PT1).
 */
export function serverCodeOf(localisationId: string, instanceName: string): string | null {
  const suffix = localisationId.trim().replace(/^generic_(?:country|language)_/i, '');
  const number = instanceName.trim() || '1';
  if (!/^[A-Za-z]+$/.test(suffix) || !/^\d+$/.test(number)) return null;
  const lower = suffix.toLowerCase();
  const prefix = lower === 'international' ? 'INT' : lower === 'world' ? 'WORLD' : suffix.toUpperCase();
  return `${prefix}${Number(number)}`;
}

/** The localisation key and instance number of a server name: the inverse of serverCodeOf. */
export function localisationOf(code: GameServer): { localisationId: string; instanceName: string } {
  const [, prefix = code, number = '1'] = /^([A-Z]+)(\d+)$/.exec(code) ?? [];
  if (prefix === 'INT') return { localisationId: 'generic_country_international', instanceName: number };
  if (prefix === 'WORLD') return { localisationId: 'generic_country_world', instanceName: number };
  const kind = prefix === 'PT' || prefix === 'SKN' ? 'language' : 'country';
  return { localisationId: `generic_${kind}_${prefix}`, instanceName: number };
}

const textOf = (element: XmlElement, name: string): string => child(element, name)?.text.trim() ?? '';

/**
 * The servers a document lists under `<instances>`. Rows without a usable zone or host are left out
 * (counted in `skipped`); a document that is not XML, is not a network document or lists no usable
 * server throws NetworkDocumentError.
 */
export function parseNetworkDocument(xml: string): { instances: NetworkInstance[]; skipped: number } {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    throw new NetworkDocumentError(`not XML: ${(error as Error).message}`);
  }
  if (root.name !== 'network') throw new NetworkDocumentError(`not a network document (its root is <${root.name}>)`);
  const list = child(root, 'instances');
  if (!list) throw new NetworkDocumentError('no <instances> in the document');
  const instances: NetworkInstance[] = [];
  let skipped = 0;
  for (const row of list.children) {
    if (row.name !== 'instance') continue;
    const server = textOf(row, 'server');
    const zone = textOf(row, 'zone');
    const id = Number(row.attributes.value ?? '');
    if (!HOST.test(server) || !ZONE.test(zone)) {
      skipped += 1;
      continue;
    }
    const localisationId = textOf(row, 'instanceLocaId');
    const instanceName = textOf(row, 'instanceName');
    instances.push({
      id: Number.isInteger(id) ? id : 0,
      server,
      zone,
      localisationId,
      instanceName,
      code: serverCodeOf(localisationId, instanceName),
    });
  }
  if (instances.length === 0) throw new NetworkDocumentError(`no usable server in the document (${skipped} rows without a zone or host)`);
  return { instances, skipped };
}

/**
 * The WebSocket URL of a server named in a document: `wss://<server>/` as public clients connect to the
 * live hosts (port 443), `ws://` when the document itself came over plain http (the local game server).
 */
export function webSocketUrlOf(server: string, documentUrl: string): string {
  const scheme = new URL(documentUrl).protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${server}/`;
}

/** The WebSocket on the host that served the document itself (the local game server serves both). */
export function documentHostSocket(documentUrl: string): string {
  const url = new URL(documentUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}/`;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A network document in the live format listing `servers`, each with its zone, all on `host`. */
export function renderNetworkDocument(servers: ReadonlyArray<{ code: GameServer; zone: string }>, host: string): string {
  const rows = servers.map(({ code, zone }) => {
    const { localisationId, instanceName } = localisationOf(code);
    const id = zone === 'EmpireEx' ? 1 : Number(/_(\d+)$/.exec(zone)?.[1] ?? 0);
    return [
      `    <instance value="${id}">`,
      `      <server>${escape(host)}</server>`,
      `      <zone>${escape(zone)}</zone>`,
      `      <instanceLocaId>${escape(localisationId)}</instanceLocaId>`,
      `      <instanceName>${escape(instanceName)}</instanceName>`,
      '    </instance>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<network>', '  <instances>', ...rows, '  </instances>', '</network>', ''].join('\n');
}
