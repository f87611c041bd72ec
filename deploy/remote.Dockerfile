# A remote's files, served on their own: one file for every remote, REMOTE naming it (catalog, printers, legal, admin;
# its folder is mfe-$REMOTE). docker-compose.yml builds each; a team builds its own alone, from the repository root:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=legal .
FROM node:22-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
COPY . .
RUN test -d "mfe-$REMOTE" || { echo "Set REMOTE to a remote's name (--build-arg REMOTE=catalog): mfe-$REMOTE is no folder." >&2; exit 1; }
RUN npm install --no-audit --no-fund && npm run build --workspace packages/catalog --workspace "mfe-$REMOTE"

FROM nginx:1.27-alpine
ARG REMOTE
COPY deploy/nginx-remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/mfe-$REMOTE/dist /usr/share/nginx/html
