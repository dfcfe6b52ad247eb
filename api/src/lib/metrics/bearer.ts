/**
 * The scrape token check of both /metrics servers (endpoint.ts on the API, probe-server.ts on runtimes and
 * runners). Its own file, free of Elysia: the probe server must not load it (0.2 s more at every start of a
 * runtime process that has no use for it).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `token` as its bearer; hashed first, so the comparison takes as long whatever the length. */
export function bearerMatches(request: Request, token: string): boolean {
  const given =
    request.headers
      .get('authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}
