# Sourced by deploy/verify-image and deploy/verify-stack: what building and running the images
# needs on this machine.
#
#   container_tools STANDINS [COMMAND:PACKAGE ...]
#
# Installs the Debian package of each command that is missing (podman, runc, mmdebstrap for the
# stand-ins, newuidmap, and the caller's own), each on its own: a machine that has podman may
# still lack mmdebstrap. Then points podman at the stand-ins' containers.conf (runc, and ulimits
# this host allows) unless the machine has its own.
container_tools() {
  local standins=$1 pair missing=()
  shift
  for pair in podman:podman runc:runc mmdebstrap:mmdebstrap newuidmap:uidmap "$@"; do
    command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "[container-tools] installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  fi
  if [ -z "${CONTAINERS_CONF:-}" ] && [ ! -f /etc/containers/containers.conf ] &&
    [ -f "$standins/containers.conf" ]; then
    export CONTAINERS_CONF=$standins/containers.conf
  fi
}
