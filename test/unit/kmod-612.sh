#!/bin/bash
# test/unit/kmod-612.sh -- dtrace.ko compiles against Linux 6.12 (Debian
# 12's newer kernel, from bookworm-security) as well as against the tree
# configure chose: 6.12 changed the uprobes interface (dtrace_pid.c's
# compatibility helpers), the module layout (dtrace_fbt.c) and the block
# device (dtrace_stable.c).  Compile only: nothing is loaded or booted
# (test/kernel/qemu-boot.sh boots the configured kernel).
#
# The tree is the newest /usr/src/linux-headers-6.12.*-amd64 (not the
# -rt or -cloud flavours), or LINUX_612_DIR.  Skipped, with its reason,
# when none is installed, or when configure already chose a 6.12 tree
# (the build itself compiled the module for it).  The sources come from
# `make install-dkms` (the flattened tree DKMS builds from), built with
# -Werror on the Linux glue as always (Kbuild).  Run by `make check` under
# prove, which sets DT_TOP_BUILDDIR and LINUX_DIR.
top=${DT_TOP_BUILDDIR:-$(dirname "$0")/../..}
echo "1..3"

# shellcheck source=SCRIPTDIR/tap.sh
. "$(dirname "$0")/tap.sh"	# ok STATUS NAME [DIAG-FILE]
skip_all() {
	local i
	for i in 1 2 3; do
		echo "ok $i # SKIP $1"
	done
	exit 0
}

dir=${LINUX_612_DIR:-$(for d in /usr/src/linux-headers-6.12.*-amd64; do
	case $d in *-rt-amd64 | *-cloud-amd64) continue ;; esac
	[ -d "$d" ] && echo "$d"
done | sort -V | tail -n 1)}
[ -n "$dir" ] && [ -f "$dir/Makefile" ] ||
	skip_all "no Linux 6.12 headers installed (apt-get install linux-headers-6.12.NNN+deb12-amd64 from bookworm-security)"
rel=$(sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' \
    "$dir/include/generated/utsrelease.h" 2>/dev/null)
[ -n "$rel" ] || skip_all "$dir is not a configured kernel build tree"
if [ -n "${LINUX_DIR:-}" ] &&
   [ "$(cd "$LINUX_DIR" && pwd -P)" = "$(cd "$dir" && pwd -P)" ]; then
	skip_all "configure chose $dir: the build compiled dtrace.ko for it"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/kmod-612.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

make -s -C "$top/os/linux/kernel" install-dkms DESTDIR="$tmp/root" \
    prefix=/usr >"$tmp/log" 2>&1
src=$(ls -d "$tmp"/root/usr/src/dtrace-* 2>/dev/null | head -n 1)
[ -n "$src" ] && [ -f "$src/Kbuild" ]
ok $? "make install-dkms gives the module's sources" "$tmp/log"

nice -n 19 make -C "$dir" M="$src" modules >"$tmp/log" 2>&1 &&
    [ -f "$src/dtrace.ko" ] && ! grep -q 'undefined!' "$tmp/log"
ok $? "dtrace.ko builds against $rel, every symbol resolved" "$tmp/log"

modinfo -F vermagic "$src/dtrace.ko" >"$tmp/vm" 2>&1
[ "$(cut -d' ' -f1 "$tmp/vm")" = "$rel" ]
ok $? "its vermagic names $rel" "$tmp/vm"
