# The site's container image (docs/decisions/0020-past-one-machine.md): built in one stage, run from a
# production install in the next, as the unprivileged `node` user. Run it with compose.yaml, or alone
# with DATABASE_URL, PUBLIC_ORIGIN and SMTP_URL set.

FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-trixie-slim AS run
# pg_dump and pg_restore for `npm run backup` / `npm run restore` (PostgreSQL 17, as in compose.yaml).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  MALLOC_ARENA_MAX=2 \
  MALLOC_MMAP_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server starts from its TypeScript sources (Node 24 strips the types) beside the build.
COPY --from=build /app/build ./build
COPY app ./app
COPY server ./server
COPY drizzle ./drizzle
COPY scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself gets SIGTERM (no npm in between) and drains; compose runs it under an init process.
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "server/main.ts"]
