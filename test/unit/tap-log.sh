#!/usr/bin/env bash
#
# test/unit/tap-log.sh SCRIPT [ARGS...] -- how make check runs each TAP
# script under prove (--exec): SCRIPT's TAP goes to prove and its stderr
# to prove's as they are, and copies go to $TAP_LOG_DIR/SCRIPT.tap and
# SCRIPT.err, with its exit status in SCRIPT.status.  From them, after a
# failed run, make check prints what failed and why
# (unit/tap-failures.sh): prove shows only the numbers of failed points,
# and a CI log keeps its last lines.
#
# Exit status: SCRIPT's.  Without TAP_LOG_DIR it only runs SCRIPT.

[ -n "${TAP_LOG_DIR:-}" ] || exec bash "$@"
mkdir -p "$TAP_LOG_DIR" || exec bash "$@"
log=$TAP_LOG_DIR/${1##*/}
set -o pipefail
bash "$@" 2> >(tee "$log.err" >&2) | tee "$log.tap"
st=$?
echo "$st" >"$log.status"
exit "$st"
