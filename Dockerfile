# The server for Cloud Run. Build with the production Firebase settings, e.g.
#   gcloud builds submit --tag REGION-docker.pkg.dev/PROJECT/site/projects-site \
#     --substitutions=... (or docker build --build-arg FIREBASE_API_KEY=... .)
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The build draws the Mermaid diagrams to SVG in Chromium (src/diagrams).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
ENV CHROME_PATH=/usr/bin/chromium
ARG FIREBASE_API_KEY
ARG FIREBASE_AUTH_DOMAIN
ARG FIREBASE_PROJECT_ID
ARG FIREBASE_APP_ID
ARG SITE_URL
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 TRUST_PROXY=true
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/build/full build/full
COPY --from=build /app/build/public build/public
# The server as bundled by `npm run build` (esbuild, one file): a missing module of ours fails the build, and the
# packages it requires from node_modules load when it starts, not on the first request.
COPY --from=build /app/dist dist
USER node
EXPOSE 8080
CMD ["node", "dist/server/server.js"]
