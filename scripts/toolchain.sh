#!/bin/sh
# Entry point for `npm start` / `npm test` on any machine with Node and npm.
# The workspace needs Node 22+ and pnpm; when the machine has an older Node (or no pnpm), both are fetched
# from the npm registry into npm's cache (no global install, system Node untouched) and the real work runs there.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PNPM_VERSION=10.34.9
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -ge 22 ] && command -v pnpm >/dev/null 2>&1; then
  exec sh "$here/in-toolchain.sh" "$@"
fi
exec npx --yes -p node@22 -p "pnpm@$PNPM_VERSION" -- sh "$here/in-toolchain.sh" "$@"
