#!/bin/sh
# Rolls a new release onto the Compose stack one app instance at a time, so the front door always
# has one serving (docs/decisions/0022-graceful-drain-and-front-door-failover.md):
#
#   scripts/rolling-deploy.sh --env-file deploy/production.env          # build here, then roll
#   APP_IMAGE=registry.example.com/venture:1.4.0 scripts/rolling-deploy.sh --env-file … --pull
#   scripts/rolling-deploy.sh --env-file … --no-build    # the image already on this host
#
# Arguments other than --pull and --no-build go to every compose call: `docker compose` unless COMPOSE_COMMAND names
# another (`COMPOSE_COMMAND='podman compose'` or `podman-compose`). Each service is recreated with the new
# image (its old container drains: SIGTERM, up to stop_grace_period), and the next one is touched
# only once the new container's /api/health answers 200, i.e. it reaches PostgreSQL with every
# migration of the release applied (the first new instance applies them while the old one
# serves), and nginx reaches it. When a new instance does not get healthy, the script stops there: the other instance
# still runs the previous release, and the stack serves from it (roll back: docs/deployment.md).
set -eu

source=build
set -- "$@" --end-of-compose-args
while [ "$1" != --end-of-compose-args ]; do
  case $1 in
    --pull) source=pull ;;
    --no-build) source=here ;;
    *) set -- "$@" "$1" ;;
  esac
  shift
done
shift

# Split on spaces on purpose: the command may be two words.
# shellcheck disable=SC2086
compose() { ${COMPOSE_COMMAND:-docker compose} "$@"; }
timeout_s=${DEPLOY_HEALTH_TIMEOUT:-180}
# nginx's resolver keeps an address 5 s (`valid=5s`, deploy/nginx/render-site.sh): a moment more.
settle_s=${DEPLOY_SETTLE_SECONDS:-6}

case $source in
  pull) compose "$@" pull app app-2 ;;
  build) compose "$@" build app ;;
esac

# within_timeout COMMAND…: runs COMMAND each second until it succeeds (true), or timeout_s times
# (false); $waited is how many seconds that took.
within_timeout() {
  waited=0
  until "$@" 2>/dev/null; do
    waited=$((waited + 1))
    [ "$waited" -lt "$timeout_s" ] || return 1
    sleep 1
  done
}
# The other instance still runs the previous release, and the stack serves from it.
stop_here() {
  echo "[deploy] $1 after ${timeout_s} s; stopping here." >&2
  exit 1
}

for service in app app-2; do
  echo "[deploy] recreating $service"
  compose "$@" up -d --no-deps --no-build --force-recreate "$service"
  within_timeout compose "$@" exec -T "$service" node -e \
    "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" ||
    { compose "$@" logs --tail 50 "$service" >&2; stop_here "$service is not healthy"; }
  echo "[deploy] $service healthy after ${waited} s"
  # Healthy inside is not yet reachable from the front door, and the other instance may only go
  # once it is. A container recreated on its old address has a new MAC that nginx's kernel learns
  # only when its neighbour entry expires (up to about 45 s of dropped packets, seen in
  # deploy/verify-stack); a new address reaches nginx's resolver within 5 s (settle_s).
  within_timeout compose "$@" exec -T nginx timeout 2 bash -c "exec 3<>/dev/tcp/$service/3000" ||
    stop_here "nginx does not reach $service"
  sleep "$settle_s"
  echo "[deploy] nginx reaches $service after ${waited} s more"
done
echo '[deploy] done: both instances run the new release'
