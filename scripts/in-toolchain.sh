#!/bin/sh
# Runs with Node 22+ and pnpm on PATH (see toolchain.sh).
set -eu
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 TURBO_NO_UPDATE_NOTIFIER=1
export npm_config_update_notifier=false

install_deps() {
  if [ -f pnpm-lock.yaml ]; then
    pnpm install --frozen-lockfile --reporter=append-only
  else
    pnpm install --reporter=append-only
  fi
}

command=${1:-test}
[ $# -gt 0 ] && shift
case "$command" in
  start)
    install_deps
    pnpm exec turbo run build --output-logs=errors-only
    exec node scripts/start.mjs "$@"
    ;;
  test)
    install_deps
    sh scripts/ensure-system-deps.sh
    rm -rf test-results
    status=0
    pnpm exec turbo run build build-storybook typecheck lint --output-logs=new-only --concurrency=2 --continue "$@" || status=$?
    # Test suites start servers and Chromium: one package at a time keeps timings stable on a 2-core machine.
    pnpm exec turbo run test --output-logs=new-only --concurrency=1 --continue "$@" || status=$?
    node scripts/summarize-tests.mjs || status=$?
    exit $status
    ;;
  tasks)
    install_deps
    exec pnpm "$@"
    ;;
  *)
    echo "usage: toolchain.sh start|test|tasks <pnpm args>" >&2
    exit 2
    ;;
esac
