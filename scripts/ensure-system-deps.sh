#!/bin/sh
# Browser tests need Chromium; the API tests also run against a real PostgreSQL server when one can be installed.
# Both come from Debian's packages. Without root (or without apt) the tests that need them fail loudly instead.
set -eu
need=""
[ -x /usr/bin/chromium ] || need="$need chromium"
command -v pg_ctlcluster >/dev/null 2>&1 || [ -d /usr/lib/postgresql ] || need="$need postgresql"
if [ -n "$need" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing from Debian:$need"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  else
    echo "missing system packages:$need (install them with apt-get as root)" >&2
  fi
fi
