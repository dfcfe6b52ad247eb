/**
 * The game client's own files, as the live HTML5 host serves them for the web client (EmpireCore
 * config.py fetch_client_version): `default/index.html` preloading the CacheBreaker bundle, whose
 * TranspilationEmpire package names the client's version. A bot learns the current build from them
 * (api/src/runtime/game/client-build.ts); this server's are those of the build it takes (handshake.ts).
 */
import { versionOfBuild } from '@shared/game-wire/client-build';
import type { HttpRoute } from '../core/http-route';

/** The client's folder on the host, as on the live one. */
export const CLIENT_FOLDER = '/default/';

export function clientFiles(build: string): Array<[string, HttpRoute]> {
  const bundle = `CacheBreaker.bundle.${Number(build).toString(16)}.js`;
  const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Empire</title><link rel="preload" href="${bundle}" as="script"></head>\n<body><script src="${bundle}"></script></body></html>\n`;
  const script = `(self.webpackChunk=self.webpackChunk||[]).push([[858],{858:e=>{e.exports={name:"TranspilationEmpire",version:"${versionOfBuild(build)}",private:!0}}}]);\n`;
  return [
    [`${CLIENT_FOLDER}index.html`, { GET: () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }) }],
    [`${CLIENT_FOLDER}${bundle}`, { GET: () => new Response(script, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }) }],
  ];
}
