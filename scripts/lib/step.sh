# Sourced by scripts/check.sh and scripts/test.sh: runs a block and prints its
# seconds, so a slow one is seen.
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "[time] ${name}: $((SECONDS - started)) s"
}
