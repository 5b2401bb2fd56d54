# The portal site in production: `npm run serve` (ui/site/server/serve.ts) on Node 24.
# Build stage: every dependency (installed from the manifests alone), the site build (client, SSR
# server, embed widget), then the dev dependencies pruned away. Runtime stage: that production
# install and the build output only, as the unprivileged `node` user; nothing is built at start.
# Configuration: docs/production.md.
#
#   docker build -t portal-site .
#   docker run -p 3000:3000 -e PORTAL_API_URL=https://api.portal.example -e PUBLIC_ORIGIN=https://portal.example portal-site

FROM node:24-bookworm-slim AS build
WORKDIR /app
# No browser downloads (Playwright is a dev dependency for the tests).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The manifests first, then the install: a change of source reuses the install layer (a change of
# a package.json or the lockfile reinstalls). Then the sources (.dockerignore trims the context).
COPY package.json package-lock.json ./
COPY sdk/package.json sdk/
COPY ui/package.json ui/
COPY ui/components/package.json ui/components/
COPY ui/widgets/package.json ui/widgets/
RUN npm ci
COPY . .
RUN npm run build:site
RUN npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_PORT=9464
WORKDIR /app
# package.json: the build output is ES modules ("type": "module"); node_modules: production only.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build/site ./build/site
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=2s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (graceful drain); no npm in between to swallow signals.
CMD ["node", "build/site/server/serve.js"]
