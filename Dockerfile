# One image for every process of the product (api, worker, sandbox, migrate); the command picks.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
COPY libs libs
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/package.json package.json
USER node
