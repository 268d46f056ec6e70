#!/usr/bin/env bash
#
# test/unit/tap-log.sh SCRIPT [ARGS...] -- how make check runs each TAP
# script under prove (--exec): SCRIPT's TAP goes to prove as it is, and a
# copy to $TAP_LOG_DIR/SCRIPT.tap, from which make check prints what
# failed and why after a failed run (unit/tap-failures.sh).  prove shows
# only the numbers of failed points, and a CI log keeps its last lines.
#
# Exit status: SCRIPT's.  Without TAP_LOG_DIR it only runs SCRIPT.

[ -n "${TAP_LOG_DIR:-}" ] || exec bash "$@"
mkdir -p "$TAP_LOG_DIR" || exec bash "$@"
set -o pipefail
bash "$@" | tee "$TAP_LOG_DIR/${1##*/}.tap"
