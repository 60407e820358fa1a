#!/usr/bin/env bash
# A Docker engine with compose v2 and buildx on a Debian 12 machine that reaches Debian's mirror (and
# maybe no image registry): what `.ci/run` calls before `npm test`, so the container suite runs.
#   bash deploy/engine.sh            (as root; idempotent: what is there already is kept)
# 1. docker.io (dockerd 20.10+), iptables, debootstrap from Debian's packages, where missing;
# 2. the compose v2 and buildx plugins from Debian trixie's packages (static Go binaries) where
#    `docker compose` / `docker buildx` are missing (bookworm's docker-compose is v1);
# 3. dockerd started in the background when none answers (no systemd here), log in $ENGINE_DIR.
# The images come next: deploy/standins/build.sh (pulls, or builds local stand-ins where no registry answers).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
W=${ENGINE_DIR:-/tmp/northwire-engine}
mkdir -p "$W"
t0=$(date +%s)
say() { echo "[engine +$(($(date +%s) - t0))s] $*"; }

# The Debian mirror exactly as this machine's apt is configured (deb822 file, else sources.list).
MIRROR=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
[ -n "$MIRROR" ] || MIRROR=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
[ -n "$MIRROR" ] || { echo "engine: no Debian mirror in the apt sources" >&2; exit 1; }

if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null || ! command -v iptables >/dev/null; then
  say "installing docker.io, iptables, debootstrap"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends docker.io iptables debootstrap >/dev/null
fi

if ! docker compose version >/dev/null 2>&1 || ! docker buildx version >/dev/null 2>&1; then
  say "installing the compose v2 and buildx plugins (Debian trixie)"
  mkdir -p "$W/apt/lists/partial" "$W/apt/cache/archives/partial" "$W/debs"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR trixie main" >"$W/apt/sources.list"
  A=(-o Dir::Etc::sourcelist="$W/apt/sources.list" -o Dir::Etc::sourceparts=-
    -o Dir::State::Lists="$W/apt/lists" -o Dir::Cache="$W/apt/cache")
  apt-get "${A[@]}" update -qq
  (cd "$W/debs" && apt-get "${A[@]}" download docker-compose docker-buildx >/dev/null)
  apt-get install -y -qq --no-install-recommends "$W"/debs/docker-compose_*.deb "$W"/debs/docker-buildx_*.deb >/dev/null
fi

if ! docker info >/dev/null 2>&1; then
  say "starting dockerd"
  # A dockerd or containerd killed hard leaves pid files behind, and dockerd then refuses to start.
  for pf in /var/run/docker.pid /var/run/docker/containerd/containerd.pid; do
    if [ -f "$pf" ]; then
      p=$(cat "$pf" 2>/dev/null || true)
      if [ -z "$p" ] || ! grep -qa -e dockerd -e containerd "/proc/$p/cmdline" 2>/dev/null; then rm -f "$pf"; fi
    fi
  done
  setsid nohup dockerd >"$W/dockerd.log" 2>&1 </dev/null &
  echo $! >"$W/dockerd.pid"
  for _ in $(seq 1 120); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { echo "engine: dockerd did not come up:" >&2; tail -20 "$W/dockerd.log" >&2; exit 1; }
fi
say "ready: $(docker version --format 'engine {{.Server.Version}}'), $(docker compose version --short | sed 's/^/compose /'), $(docker buildx version | awk '{print "buildx " $2}')"
