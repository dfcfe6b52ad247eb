# The production shape: one image per service, built from the same lockfile.
FROM oven/bun:1.4.5 AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
RUN bun install --frozen-lockfile

# Every stage's copies are checked against what its programs import (scripts/lib/dockerfile-stages.test.ts).
FROM deps AS api
COPY tsconfig.json ./
COPY shared ./shared
COPY api/src ./api/src
# A custom script's dry run plays one game hour on the local game server in a process of its own
# (api/src/runtime/script/dry-run.ts).
COPY simulator ./simulator
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
# Runner nodes run from the same image (bun api/src/runner.ts), as does the runtime process a local API
# spawns (api/src/runtime/daemon.ts); their headless Chromium mints the reCAPTCHA token of each game
# login (api/src/runtime/game/login-token.ts).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
EXPOSE 4000
USER bun
CMD ["bun", "api/src/index.ts"]

# The local game server, standing in for the live game until bots are pointed at it (docs/game.md).
FROM deps AS game
COPY tsconfig.json ./
COPY shared ./shared
COPY simulator ./simulator
ENV SIM_HOST=0.0.0.0 SIM_PORT=4100 SIM_STATE_FILE=/data/world.json
EXPOSE 4100
CMD ["bun", "simulator/main.ts"]

FROM deps AS site-build
COPY tsconfig.json astro.config.mjs ./
COPY shared ./shared
# The site imports only the API's type `App`, which the build erases: no api/src here.
COPY site ./site
# The public origin is built into the pages (share cards, sitemap, robots.txt); no default here, so an
# image never points at localhost. SUPPORT_EMAIL defaults to support@ at that origin's host.
ARG SITE_ORIGIN
ARG SUPPORT_EMAIL
RUN test -n "$SITE_ORIGIN" || { echo 'build the site with --build-arg SITE_ORIGIN=https://your.host' >&2; exit 1; }
RUN ASTRO_TELEMETRY_DISABLED=1 bun --bun node_modules/astro/bin/astro.mjs build

FROM deps AS site
COPY --from=site-build /app/site/dist ./site/dist
# The server's language redirect reads the locales from shared/ (site/server/language.ts).
COPY tsconfig.json ./
COPY shared ./shared
COPY site/serve.mjs ./site/serve.mjs
COPY site/server ./site/server
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321
EXPOSE 4321
USER bun
CMD ["bun", "site/serve.mjs", "site/dist"]
