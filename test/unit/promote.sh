#!/bin/bash
# test/unit/promote.sh -- integer promotions and the usual arithmetic
# conversions of every binary operator, for every pair of integer types,
# against what the C compiler computes for the same C (issue 14).
#
# D's arithmetic is C's (Dynamic Tracing Guide, "Type Conversions"): the
# operands get C's integer promotions and usual arithmetic conversions and
# the operation is done in that type.  The type of the expression, which
# decides how trace() and printf() show it, is the reference's (the wider
# operand type, unsigned winning a tie, with no promotion to int: its
# dt_type_promote()), for a shift or an assignment its left operand's type,
# and for comparisons and logical operators int.
# So the value D must print for x OP y is C's value of (T)(x OP y), T that
# type, printed by printf("%d") as the reference prints it: as unsigned
# when T is unsigned.
#
# The table is generated here: for 8 types (signed and unsigned char, short,
# int, long long), every ordered pair, 28 operators (the compound
# assignments too: x OP= y is (X)(x OP y)) and 16 pairs of values
# (each assigned to a variable of its type first, which converts it as C
# does), one C program and one D program print a line per case
# ("TYPE OP TYPE A B = VALUE"; one D program per operator); the outputs
# must be equal, line for line.
# The C program is compiled with -fwrapv, so that signed overflow wraps as
# it does in D's 64-bit registers.
#
# prove(1) passes run-tests' arguments to every producer: they are ignored.
# DTRACE: the dtrace(1) under test; CC: the C compiler (make check sets both).
set -u
DTRACE=${DTRACE:-$(cd "$(dirname "$0")/../.." && pwd)/cmd/dtrace/dtrace}
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

if [ ! -x "$DTRACE" ]; then
	echo "Bail out! $DTRACE is not built"
	exit 1
fi
if ! command -v "${CC%% *}" >/dev/null 2>&1; then
	echo "1..0 # SKIP no C compiler ($CC)"
	exit 0
fi

perl - <<'PERL'
use strict;
use warnings;

# name, C and D type, size in bits, signed
my @types = (
	['c', 'signed char', 8, 1], ['C', 'unsigned char', 8, 0],
	['s', 'short', 16, 1], ['S', 'unsigned short', 16, 0],
	['i', 'int', 32, 1], ['I', 'unsigned int', 32, 0],
	['l', 'long long', 64, 1], ['L', 'unsigned long long', 64, 0],
);
my @ops = qw(+ - * / % & | ^ << >> < <= > >= == != && ||
    += -= *= /= %= &= |= ^= <<= >>=);
my @vals = ('-3', '2', '200', '0x123456789');
my @shiftvals = ('1', '3');

open(my $c, '>', 'promote.c') or die;
print $c "#include <stdio.h>\n";
my $decls = '';
for my $t (@types) {
	$decls .= "$t->[1] x_$t->[0], y_$t->[0];\n";
}
print $c $decls, "int main(void)\n{\n";
my $k = 0;
for my $op (@ops) {
	my $cmp = ($op =~ /^(<|<=|>|>=|==|!=|&&|\|\|)$/);
	my $shift = ($op =~ /^(<<|>>)/);
	my $asgn = ($op =~ /=$/ && !$cmp);
	# one D program per operator (a DOF image has at most 65536 sections)
	open(my $d, '>', "promote$k.d") or die;
	$k++;
	print $d "#pragma D option quiet\n", $decls;
	for my $x (@types) {
		for my $y (@types) {
			# the reference's type of the expression
			my $t = $x;
			my ($rx, $ry) = ($x->[2] + !$x->[3], $y->[2] + !$y->[3]);
			$t = $y if ($ry > $rx && !$shift && !$asgn);
			my ($tc, $fmt, $cast) = $cmp ? ('int', '%lld', 'long long') :
			    ($t->[1], $t->[3] ? '%lld' : '%llu',
			    $t->[3] ? 'long long' : 'unsigned long long');
			print $d "BEGIN\n{\n";
			for my $a (@vals) {
				for my $b ($shift ? @shiftvals : @vals) {
					(my $tag = "$x->[0] $op $y->[0] $a $b") =~
					    s/%/%%/g;
					my $e = "x_$x->[0] $op y_$y->[0]";
					my $set = "x_$x->[0] = $a; y_$y->[0] = $b;";
					print $c "\t$set printf(\"$tag = $fmt\\n\", " .
					    "($cast)($tc)($e));\n";
					print $d "\t$set printf(\"$tag = %d\\n\", $e);\n";
				}
			}
			print $d "}\n";
		}
	}
	print $d "BEGIN\n{\n\texit(0);\n}\n";
	close($d);
}
print $c "\treturn (0);\n}\n";
PERL

t=0
fails=0
# shellcheck disable=SC2086  # CC may carry options
if ! $CC -fwrapv -w -o promote promote.c 2>cc.err; then
	echo "Bail out! $CC could not build the C program"
	sed 's/^/# /' cc.err | head -n 5
	exit 1
fi
./promote >want

echo "1..28"
# one test per operator: C's lines for it, and its D program's output
k=0
for op in '+' '-' '*' '/' '%' '&' '|' '^' '<<' '>>' '<' '<=' '>' '>=' \
    '==' '!=' '&&' '||' '+=' '-=' '*=' '/=' '%=' '&=' '|=' '^=' '<<=' \
    '>>='; do
	t=$((t + 1))
	awk -v op="$op" '$2 == op' want >want.op
	timeout 120 "$DTRACE" -s "promote$k.d" >got.all 2>err
	rc=$?
	k=$((k + 1))
	grep -v '^$' got.all >got.op	# the blank line at the end
	if [ "$rc" != 0 ] || [ -s err ]; then
		echo "not ok $t - operator $op: dtrace exited $rc"
		sed 's/^/# /' err | head -n 5
		fails=$((fails + 1))
	elif [ -s want.op ] && cmp -s want.op got.op; then
		echo "ok $t - operator $op: $(wc -l <want.op) cases as C"
	else
		echo "not ok $t - operator $op: $(diff want.op got.op |
		    grep -c '^>') of $(wc -l <want.op) cases differ from C"
		diff want.op got.op | head -n 12 | sed 's/^/# /'
		fails=$((fails + 1))
	fi
done
exit $((fails > 0))
