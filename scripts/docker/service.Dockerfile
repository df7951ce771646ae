# syntax=docker/dockerfile:1
# Any of the four NATS services (identity, portal, applications, audit): the build
# argument APP names it. Build context: the repository root.
#   docker build -f scripts/docker/service.Dockerfile --build-arg APP=identity -t warroom-identity .
# Debian (glibc) rather than Alpine: the node@24 devDependency that npm scripts run on
# installs a glibc Node binary, which would not start on musl in the build stage.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG APP

# Every workspace's package.json at its path, and nothing else, so the install layers
# below are reused until a manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY apps ./apps
COPY libs ./libs
RUN mkdir -p /manifests \
 && find apps libs -mindepth 2 -maxdepth 2 -name package.json -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund

# Compile the service (nx builds the workspace libs it depends on first).
FROM deps AS build
ARG APP
RUN test -n "$APP" || (echo 'build with --build-arg APP=<identity|portal|applications|audit>' >&2; exit 1)
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY nx.json tsconfig.base.json tsconfig.json .swcrc ./
COPY libs ./libs
COPY apps/${APP} ./apps/${APP}
RUN npx nx run-many -t build --outputStyle=static \
      -p "$(node -p "require('./apps/${APP}/package.json').name")" \
 && mkdir -p /out \
 && for dir in libs/* apps/${APP}; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -r "$dir/dist" "/out/$dir/"; fi; \
    done

# Production dependencies only; workspace packages stay symlinks into libs/ and apps/.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY package.json ./
COPY --from=manifests /manifests/ ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /out/ ./

ENV PROBE_PORT=9100 PROBE_HOST=0.0.0.0
EXPOSE 9100
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PROBE_PORT || 9100) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["sh", "-c", "exec node apps/${APP}/dist/main.js"]
