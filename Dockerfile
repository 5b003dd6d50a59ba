FROM node:20-bookworm-slim
WORKDIR /app
# better-sqlite3 builds from source when no prebuilt binary is reachable.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin ./bin
COPY src ./src
COPY rest-adapter ./rest-adapter
COPY schema ./schema
COPY dashboard/build ./dashboard/build
COPY tsconfig.json ./
ENV HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "bin/vin-gateway.js", "serve"]
