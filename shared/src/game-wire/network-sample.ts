/**
 * Network documents in the live layout, for the tests that read one (the parser) or serve one (the API's
 * server directory against a stand-in host). The live game's rows carry more children than
 * `renderNetworkDocument` writes (port, zoneId, isInternational, countries), and a reader must skip them,
 * so the tests write the live layout, not ours.
 */

/** One `<instance>` row as the live document has it. */
export type LiveInstance = {
  value: number;
  server: string;
  zone: string;
  zoneId: number;
  instanceLocaId: string;
  isInternational: boolean;
  /** The live document's optional last child: `null` or a JSON list of country codes. */
  countries?: string;
};

function instanceRow(row: LiveInstance): string {
  return [
    `    <instance value="${row.value}">`,
    `      <server>${row.server}</server>`,
    '      <port>443</port>',
    `      <zone>${row.zone}</zone>`,
    `      <zoneId>${row.zoneId}</zoneId>`,
    `      <instanceLocaId>${row.instanceLocaId}</instanceLocaId>`,
    `      <isInternational>${row.isInternational ? 1 : 0}</isInternational>`,
    '      <instanceName>1</instanceName>',
    ...(row.countries === undefined ? [] : [`      <countries>${row.countries}</countries>`]),
    '    </instance>',
  ].join('\n');
}

/**
 * A whole document: `rootAttributes` go on `<network>`, `before` stands before `<instances>` (the live
 * `<general>`) and `after` after it (the live `<test-instances>`, which readers skip).
 */
export function liveNetworkDocument(rows: LiveInstance[], parts: { rootAttributes?: string; before?: string[]; after?: string[] } = {}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<network ${parts.rootAttributes ?? 'versionNo="177"'}>`,
    ...(parts.before ?? []),
    '  <instances>',
    ...rows.map(instanceRow),
    '  </instances>',
    ...(parts.after ?? []),
    '</network>',
    '',
  ].join('\n');
}
