# Håndværkernet in a container (docs/deploy.md "Docker"). Multi-stage: dependencies and build with
# dev tooling, then a runtime image with production dependencies only, run as a non-root user.
# Not built in the development environment (no Docker engine there); the systemd setup is the
# tested path.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=/app/build \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
# server/main.ts checks the configuration with this module before it loads the build.
COPY app/config/env.server.ts ./app/config/env.server.ts
COPY drizzle ./drizzle
# Fonts for the per-site share images and icons (SVG text through sharp/librsvg): DejaVu draws æ, ø, å.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --home-dir /nonexistent --shell /usr/sbin/nologin hv \
    && mkdir -p /data && chown hv:hv /data
USER hv
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers; orchestrators should route on /readyz (database reachable).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
    CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The image's node is Node 24; `node` (not npm) as PID 1 receives SIGTERM and shuts down gracefully.
# --no-memory-reducer: ADR 038 (an instance keeps its heap through a quiet spell).
CMD ["node", "--no-memory-reducer", "server/main.ts"]
