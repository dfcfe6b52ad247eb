/** The shape of the local game server's HTTP route table (http.ts serves it; a feature may add a path of its own). */
export type HttpHandler = (req: Request) => Response | Promise<Response>;
/** Handlers of one path by method; GET also answers HEAD. */
export type HttpRoute = { GET?: HttpHandler; POST?: HttpHandler };
export type HttpRoutes = Map<string, HttpRoute>;
