#!/bin/sh
# Writes the front door's site config from venture.conf.template, then runs its arguments (the
# container's command). The upstream list is built here from bare addresses, so every instance
# carries what a rolling deploy needs (`max_fails=0`, ADR 0022) and an operator's list cannot leave
# it out: with plain `server` lines a roll under load answered 534 of 194,914 requests with 502
# "no live upstreams" (ADR 0054).
#
# Environment:
#   NGINX_SERVERS    the app instances, `host:port` separated by spaces (required)
#   NGINX_RESOLVER   a DNS server (Docker's 127.0.0.11): each instance is then looked up again as
#                    containers are recreated (`resolve`, nginx 1.27.3+); empty: resolved once
#   NGINX_LISTEN     what the server listens on (80)
#   NGINX_CACHE_DIR  the half-second page cache's folder (/var/cache/nginx/venture)
#   NGINX_TEMPLATE   the template (venture.conf.template beside this script)
#   NGINX_CONF       where the config goes (/etc/nginx/conf.d/default.conf)
set -eu

here=$(dirname "$0")
: "${NGINX_SERVERS:?NGINX_SERVERS is not set: the app instances, host:port separated by spaces}"
export NGINX_LISTEN="${NGINX_LISTEN:-80}"
export NGINX_CACHE_DIR="${NGINX_CACHE_DIR:-/var/cache/nginx/venture}"
template=${NGINX_TEMPLATE:-$here/venture.conf.template}
conf=${NGINX_CONF:-/etc/nginx/conf.d/default.conf}

flags=' max_fails=0'
upstreams=''
if [ -n "${NGINX_RESOLVER:-}" ]; then
  flags="$flags resolve"
  upstreams="resolver $NGINX_RESOLVER valid=5s ipv6=off;"
fi
for server in $NGINX_SERVERS; do
  # An address and nothing else: a flag slipped into the list would be taken as a server.
  case $server in
    *[!A-Za-z0-9.:_-]* | *:) echo "render-site: '$server' in NGINX_SERVERS is not host:port" >&2; exit 2 ;;
  esac
  upstreams="$upstreams server $server$flags;"
done
export NGINX_UPSTREAMS="$upstreams"

# Only these three: the template's own `${second}` belongs to nginx.
envsubst '${NGINX_LISTEN} ${NGINX_UPSTREAMS} ${NGINX_CACHE_DIR}' <"$template" >"$conf"
[ $# -eq 0 ] || exec "$@"
