#!/usr/bin/env bash
# A local PostgreSQL for the PostgreSQL suite and the bench: starts this machine's cluster, makes the
# salon_ci role and database when missing, and prints their URL. `--install` installs PostgreSQL
# from Debian's packages when it is missing (CI); without it, a machine without PostgreSQL prints
# nothing and exits 1. Needs root (as .ci/run runs); loopback only.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  if [ "${1:-}" != "--install" ]; then exit 1; fi
  echo "Installing PostgreSQL…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
PG_VERSION=$(pg_lsclusters -h | awk 'NR==1 {print $1}')
if [ -z "$PG_VERSION" ]; then
  PG_VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$PG_VERSION" main >&2
fi
pg_ctlcluster "$PG_VERSION" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
su postgres -c "psql -qtc \"SELECT 1 FROM pg_roles WHERE rolname = 'salon_ci'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE salon_ci LOGIN CREATEDB PASSWORD 'salon_ci'\"" >&2
su postgres -c "psql -qtc \"SELECT 1 FROM pg_database WHERE datname = 'salon_ci'\"" | grep -q 1 ||
  su postgres -c "createdb -O salon_ci salon_ci" >&2
echo "postgres://salon_ci:salon_ci@127.0.0.1:5432/salon_ci"
