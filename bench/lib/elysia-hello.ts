/** The framework's own cost: an Elysia app with one route that touches nothing, on the port given. */
import { Elysia } from 'elysia';

const app = new Elysia().get('/', () => 'hello').listen({ hostname: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(app.server?.port);
