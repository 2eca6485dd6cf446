# syntax=docker/dockerfile:1
# The site's production image (docs/operations.md §Production install). Two stages: the build
# (every dependency, `npm run build`), then the runtime: the repository's files, the build, and a
# production install by scripts/install-production.sh (the script scripts/checks/production-install-check.mjs
# runs in `npm test`), served as an unprivileged user by scripts/serve-production.sh.
# Both stages on one pinned Node 24 release, the newest security release (docs/security.md
# §Dependencies past their end of life), raised by Renovate (renovate.json) together with
# MINIMUM_NODE; pin its digest too in the registry you deploy from for reproducible images. The
# runtime stage refuses to build on a Node older than MINIMUM_NODE (scripts/checks/runtime-node.mjs).

FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that their layer is reused while only the code changes.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.22.3-bookworm-slim AS runtime
# First: a base image whose Node predates MINIMUM_NODE stops the build here.
COPY scripts/checks/runtime-node.mjs /tmp/runtime-node.mjs
RUN node /tmp/runtime-node.mjs && rm /tmp/runtime-node.mjs
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464
WORKDIR /app
COPY --chown=node:node package.json package-lock.json ./
COPY --chown=node:node patches ./patches
COPY --chown=node:node scripts/install-production.sh ./scripts/install-production.sh
RUN bash scripts/install-production.sh && npm cache clean --force
COPY --chown=node:node . .
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public/build ./public/build
USER node
EXPOSE 3000 9464
# /healthz answers without calling any upstream; 503 once the instance drains (SIGTERM).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["bash", "scripts/serve-production.sh"]
