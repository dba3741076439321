# Production image. Pages are prerendered from the database they will serve, so the image holds the
# source and dependencies, and `npm start` applies migrations, builds against DATABASE_URL and
# starts (see docs/decisions/0003-static-pages-built-against-the-live-database.md).
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
CMD ["npm", "start"]
