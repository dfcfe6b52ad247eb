import { afterEach, describe, expect, test } from 'bun:test';
import { buildNumberOf, newSessionId } from '@shared/game-wire/client-build';
import { createClientBuildSource } from './client-build';

/**
 * The web client's files as its HTML5 host serves them (EmpireCore config.py fetch_client_version):
 * `index.html` preloading the CacheBreaker bundle, and the bundle naming the TranspilationEmpire version.
 */
const page = (bundle: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" href="${bundle}" as="script"></head><body><script src="${bundle}"></script></body></html>`;
const bundleText = (version: string) =>
  `(self.webpackChunk=self.webpackChunk||[]).push([[858],{858:e=>{e.exports={name:"TranspilationEmpire",version:"${version}",private:!0}}}]);`;

const servers: { stop: (force?: boolean) => void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.stop(true);
});

/** A host serving the client's folder at /default/; `files` may be changed between reads. */
function clientHost(files: Record<string, string | number>) {
  const hits: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(req) {
      const path = new URL(req.url).pathname;
      hits.push(path);
      const file = files[path];
      if (file === undefined) return new Response('not found', { status: 404 });
      return typeof file === 'number' ? new Response('', { status: file }) : new Response(file);
    },
  });
  servers.push(server);
  return { clientUrl: `http://127.0.0.1:${server.port}/default/`, hits };
}

describe('where the build comes from', () => {
  test('the build of a version is as the client makes it; other text gives none', () => {
    expect(buildNumberOf('1.167.9')).toBe('1167009');
    expect(buildNumberOf('1.169.11')).toBe('1169011');
    expect(buildNumberOf('1.170.123-rc.1')).toBe('1170123');
    expect(buildNumberOf('1.167')).toBeNull();
    expect(buildNumberOf('1.1000.1')).toBeNull();
  });

  test("the session id is a random share of the largest double, written as the web client's toFixed writes it", () => {
    expect(newSessionId(() => 0.5)).toBe('8.988465674311579e+307');
    expect(newSessionId(() => 0)).toBe('0');
  });

  test("the client's index.html names the bundle, the bundle the version: the build is read from the live files", async () => {
    const host = clientHost({ '/default/index.html': page('CacheBreaker.bundle.3f9a0c.js'), '/default/CacheBreaker.bundle.3f9a0c.js': bundleText('1.167.9') });
    const source = createClientBuildSource({ build: '1100000', clientUrl: host.clientUrl });
    expect(await source.current()).toBe('1167009');
    expect(source.status()).toMatchObject({ build: '1167009', from: 'client files', documentUrl: `${host.clientUrl}index.html`, error: null });
    expect(host.hits).toEqual(['/default/index.html', '/default/CacheBreaker.bundle.3f9a0c.js']);
  });

  test('the build is kept 5 minutes; a game update is read after that', async () => {
    let now = 1_000_000;
    const files: Record<string, string | number> = {
      '/default/index.html': page('CacheBreaker.bundle.aa.js'),
      '/default/CacheBreaker.bundle.aa.js': bundleText('1.167.9'),
    };
    const host = clientHost(files);
    const source = createClientBuildSource({ build: '1100000', clientUrl: host.clientUrl, now: () => now });
    expect(await source.current()).toBe('1167009');
    files['/default/index.html'] = page('CacheBreaker.bundle.bb.js');
    files['/default/CacheBreaker.bundle.bb.js'] = bundleText('1.168.2');
    now += 4 * 60_000;
    expect(await source.current()).toBe('1167009');
    expect(host.hits).toHaveLength(2);
    now += 60_000;
    expect(await source.current()).toBe('1168002');
  });

  test('a refresh that fails keeps the build read before, and tries again after 30 s', async () => {
    let now = 1_000_000;
    const files: Record<string, string | number> = {
      '/default/index.html': page('CacheBreaker.bundle.aa.js'),
      '/default/CacheBreaker.bundle.aa.js': bundleText('1.167.9'),
    };
    const host = clientHost(files);
    const source = createClientBuildSource({ build: '1100000', clientUrl: host.clientUrl, now: () => now });
    await source.current();
    files['/default/index.html'] = 503;
    now += 5 * 60_000;
    expect(await source.current()).toBe('1167009');
    expect(source.status()).toMatchObject({ build: '1167009', from: 'client files', error: `HTTP 503 from ${host.clientUrl}index.html` });
    const tries = host.hits.length;
    now += 10_000;
    await source.current();
    expect(host.hits).toHaveLength(tries);
    now += 20_000;
    await source.current();
    expect(host.hits).toHaveLength(tries + 1);
  });

  test('files that name no bundle or no version leave the setting in use, and say why', async () => {
    const host = clientHost({ '/default/index.html': '<html>maintenance</html>' });
    const source = createClientBuildSource({ build: '1167009', clientUrl: host.clientUrl });
    expect(await source.current()).toBe('1167009');
    expect(source.status()).toMatchObject({ from: 'setting', readAt: null, error: `${host.clientUrl}index.html names no CacheBreaker bundle` });

    const other = clientHost({ '/default/index.html': page('CacheBreaker.bundle.cc.js'), '/default/CacheBreaker.bundle.cc.js': 'console.log(1)' });
    const stale = createClientBuildSource({ build: '1167009', clientUrl: other.clientUrl });
    expect(await stale.current()).toBe('1167009');
    expect(stale.status().error).toBe('CacheBreaker.bundle.cc.js names no client version');
  });

  test('without a client folder the setting is the build, and nothing is fetched', async () => {
    const source = createClientBuildSource({ build: '1167009', clientUrl: null, fetch: () => Promise.reject(new Error('no fetch expected')) });
    expect(await source.current()).toBe('1167009');
    expect(source.status()).toEqual({ build: '1167009', from: 'setting', documentUrl: null, readAt: null, error: null });
  });
});
