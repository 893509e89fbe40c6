# One image for every Node process of the shop (catalog, gateway, …); the compose file and
# Kubernetes pick the process with the command. Per-deployable images come with the
# operations work.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.build.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY packages/testing/package.json packages/testing/
COPY services/catalog/package.json services/catalog/
COPY services/users/package.json services/users/
COPY services/cart/package.json services/cart/
COPY services/checkout/package.json services/checkout/
COPY services/orders/package.json services/orders/
COPY infra/razorpay-sandbox/package.json infra/razorpay-sandbox/
COPY gateway/package.json gateway/
COPY storefront/package.json storefront/
COPY admin-console/package.json admin-console/
COPY load-tests/package.json load-tests/
RUN npm ci --no-audit --no-fund
COPY . .
# the services (tsc) and the two browser apps (Vite), then only runtime dependencies
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080 9100 9101 9102 9103 9104 9105 9300
CMD ["node", "gateway/dist/src/main.js"]
