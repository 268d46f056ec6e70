# test/unit/tap.sh -- sourced by the unit scripts that print TAP by hand.
#
# ok STATUS NAME [DIAG-FILE]: the next test point, "ok" when STATUS is 0,
# else "not ok" followed by the last 30 lines of DIAG-FILE as comments.
# The caller prints the plan; n counts the points printed.
n=0
ok() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		echo "not ok $n - $2"
		[ -n "${3:-}" ] && tail -n 30 "$3" | sed 's/^/# /'
	fi
}

# tap_verdicts FILE: "TEST<TAB>VERDICT" for each TAP result line of FILE
# (pass, fail, skip, xfail, xpass): run-tests' verdicts, compared test by
# test by kernel/parity.sh and cross/cross-parity.sh.
tap_verdicts() {
	perl -ne '
	    if (/^(not ok|ok) \d+ - (\S+)(?:\s+# (SKIP|TODO)\b.*)?$/) {
		my ($r, $t, $d) = ($1, $2, $3 // "");
		my $v = $d eq "SKIP" ? "skip" : $d eq "TODO" ?
		    ($r eq "ok" ? "xpass" : "xfail") : ($r eq "ok" ? "pass" : "fail");
		print "$t\t$v\n";
	    }' "$1"
}
