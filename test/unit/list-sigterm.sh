#!/bin/bash
# test/unit/list-sigterm.sh -- issue 14: a long listing (dtrace -l of
# every probe of libc in a process started with -c) stops on SIGTERM:
# dtrace releases the process it created and ends as the signal ends a
# process (status 128 + 15), instead of listing on to the end.  The
# listing is made long for sure by writing it into a FIFO nobody reads:
# dtrace blocks there, and the signal must still end it.  Run by `make
# check` under prove (DTRACE set).
set -u
dtrace=${DTRACE:-$(dirname "$0")/../../cmd/dtrace/dtrace}
. "$(dirname "$0")/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/list-sigterm.XXXXXX") || exit 1
trap 'exec 3>&-; rm -rf "$tmp"' EXIT
echo "1..2"

mkfifo "$tmp/fifo"
exec 3<>"$tmp/fifo"	# held open, never read: the writer blocks
"$dtrace" -l -n 'pid$target:libc.so.6::' -c "/bin/sleep 67" \
    >"$tmp/fifo" 2>"$tmp/err" &
p=$!
# wait until the target exists and dtrace is blocked writing
for i in $(seq 1 100); do
	t=$(pgrep -P "$p" -x sleep)
	[ -n "$t" ] && [ "$(ps -o stat= -p "$p" | cut -c1)" = S ] && break
	sleep 0.1
done
sleep 0.5
kill -TERM "$p"
for i in $(seq 1 50); do
	kill -0 "$p" 2>/dev/null || break
	sleep 0.1
done
if kill -0 "$p" 2>/dev/null; then
	kill -KILL "$p"
	wait "$p"
	ok 1 "SIGTERM ends the listing (still running 5 s later)" "$tmp/err"
else
	wait "$p"
	rc=$?
	[ "$rc" = 143 ]
	ok $? "SIGTERM ends the listing: status $rc (128 + SIGTERM)" "$tmp/err"
fi
for i in $(seq 1 30); do
	[ -n "${t:-}" ] && kill -0 "$t" 2>/dev/null || break
	sleep 0.1
done
if [ -n "${t:-}" ] && kill -0 "$t" 2>/dev/null; then
	ps -o pid,stat,cmd -p "$t" >>"$tmp/err"
	cat /proc/"$t"/status >>"$tmp/err" 2>/dev/null
	kill -KILL "$t"
	ok 1 "the process of -c is gone" "$tmp/err"
else
	ok 0 "the process of -c is gone"
fi
