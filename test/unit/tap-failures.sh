#!/usr/bin/env bash
#
# test/unit/tap-failures.sh DIR [LINES] -- after a failed make check, what
# failed and why, from the copies unit/tap-log.sh keeps in DIR: each "not
# ok" point of each script's TAP, but expected failures (# TODO), with
# the diagnostics that follow it; for a script that failed with no such
# point (it died, or gave no plan), its exit status, its last TAP line
# and the end of its stderr.  Each line is prefixed with the script's
# name; at most LINES lines (default 40).  When there are more, the first
# failures' details come first and every failure's own line last, so the
# end of a CI log names each of them.

dir=$1 max=${2:-40}
shopt -s nullglob
all=
for t in "$dir"/*.tap; do
	name=${t##*/}
	name=${name%.tap}
	lines=$(awk -v name="$name" '
		/^(not )?ok / { on = /^not ok/ && !/# TODO/ }
		/^# [0-9]+ tests: / { on = 0 }
		on { print name ": " $0 }' "$t")
	st=$(cat "$dir/$name.status" 2>/dev/null)
	if [ -z "$lines" ] && [ -n "$st" ] && [ "$st" != 0 ]; then
		lines="$name: exited with status $st after: $(tail -n 1 "$t")"
		[ -s "$dir/$name.err" ] && lines+=$'\n'$(tail -n 8 "$dir/$name.err" |
		    sed "s/^/$name: stderr: /")
	fi
	[ -n "$lines" ] && all+=${all:+$'\n'}$lines
done
[ -n "$all" ] || exit 0
echo "What failed, and why (the copies of each script's output in $dir):"
if [ "$(printf '%s\n' "$all" | wc -l)" -le "$max" ]; then
	printf '%s\n' "$all"
else
	heads=$(printf '%s\n' "$all" | grep -E '^[^:]+: (not ok |exited with status )' |
	    head -n "$max")
	room=$((max - $(printf '%s\n' "$heads" | wc -l) - 1))
	[ "$room" -gt 0 ] && printf '%s\n' "$all" | head -n "$room"
	echo "... every failure:"
	printf '%s\n' "$heads"
fi
