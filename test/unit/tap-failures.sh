#!/usr/bin/env bash
#
# test/unit/tap-failures.sh DIR [LINES] -- after a failed make check, what
# failed and why: each "not ok" point of the TAP copies in DIR
# (unit/tap-log.sh), but expected failures (# TODO), with the diagnostics
# that follow it, prefixed with its script's name; at most LINES lines
# (default 40).  When there are more, the first points' diagnostics come
# first and every failed point's own line last, so the end of a CI log
# names each of them.

dir=$1 max=${2:-40}
shopt -s nullglob
logs=("$dir"/*.tap)
[ ${#logs[@]} -gt 0 ] || exit 0
# "SCRIPT: LINE" for each failed point and each of its diagnostic lines
all=$(awk '
	FNR == 1 { name = FILENAME; sub(/.*\//, "", name); sub(/\.tap$/, "", name); on = 0 }
	/^(not )?ok / { on = /^not ok/ && !/# TODO/ }
	/^# [0-9]+ tests: / { on = 0 }
	on { print name ": " $0 }' "${logs[@]}")
[ -n "$all" ] || exit 0
echo "What failed, and why (the TAP of each script in $dir):"
if [ "$(printf '%s\n' "$all" | wc -l)" -le "$max" ]; then
	printf '%s\n' "$all"
else
	# the diagnostics of the first points, then every point's line
	points=$(printf '%s\n' "$all" | grep -E '^[^:]+: not ok ' | head -n "$max")
	room=$((max - $(printf '%s\n' "$points" | wc -l)))
	[ "$room" -gt 0 ] && printf '%s\n' "$all" | head -n "$room"
	echo "... every failed point:"
	printf '%s\n' "$points"
fi
