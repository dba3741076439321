# Production image. Pages are prerendered from the database they will serve, so the image holds the
# source and dependencies, and `npm start` applies migrations, builds against DATABASE_URL and
# starts (see docs/decisions/0003-static-pages-built-against-the-live-database.md).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# pg_dump/pg_restore 15 for `npm run db:backup` / `db:restore` inside the container.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
CMD ["npm", "start"]
