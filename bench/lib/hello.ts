/** The baseline: a bare Bun.serve hello-world on the port given as argument. */
const server = Bun.serve({ hostname: '127.0.0.1', port: Number(process.argv[2] ?? 0), fetch: () => new Response('hello') });
console.log(server.port);
