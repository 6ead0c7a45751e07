# syntax=docker/dockerfile:1
# One image for every replica: build the bundles, then run them on a slim Node with production
# dependencies only, as a non-root user.

# Dependencies with the tools better-sqlite3 needs to compile when no prebuilt binary fits.
FROM node:20-bookworm AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci

# The client and server bundles.
FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build

# Production dependencies only, compiled in a stage that has the build tools.
FROM deps AS prod-deps
WORKDIR /app
RUN npm ci --omit=dev && npm cache clean --force

FROM node:20-bookworm-slim AS final
WORKDIR /app
# Fonts the social card images are drawn with (server/seo/social-card.ts), Japanese included.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node config/flags.json ./config/flags.json
COPY --chown=node:node content/sample-space.json ./content/sample-space.json
COPY --chown=node:node content/assets ./content/assets
COPY --chown=node:node content/brand ./content/brand
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/start.js"]
