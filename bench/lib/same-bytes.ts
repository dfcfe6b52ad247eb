/**
 * A bare Bun.serve answering the bytes GET /api/auth/me answers (its headers and body, fetched once from
 * the running API given as arguments; a fresh request id each time, as the API sends): the floor any
 * implementation of /me could reach, since the answer's own headers and body cost the server and the
 * load client alike. Usage: bun bench/lib/same-bytes.ts <port> <url of /me> <bearer token>
 */
export {}; // a module: its top-level await and names are its own

const [port, meUrl, token] = process.argv.slice(2);
const sample = await fetch(meUrl!, { headers: { authorization: `Bearer ${token}` } });
const body = await sample.text();
const kept: Record<string, string> = {};
sample.headers.forEach((value, name) => {
  if (name !== 'date' && name !== 'content-length' && name !== 'x-request-id') kept[name] = value;
});
const headers = new Headers(kept);
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(port),
  fetch() {
    const answer = new Headers(headers);
    answer.set('x-request-id', crypto.randomUUID());
    return new Response(body, { headers: answer });
  },
});
console.log(server.port);
