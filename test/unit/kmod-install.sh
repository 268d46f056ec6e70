#!/bin/bash
# test/unit/kmod-install.sh -- dtrace.ko for packagers: `make install-dkms`
# installs the module's sources with a dkms.conf, and the module builds
# from that tree alone with the MAKE line of dkms.conf, as DKMS runs it
# (kernel_source_dir = the configured kernel tree); `make modules_install`
# installs the built module under INSTALL_MOD_PATH.  Run by `make check`
# under prove, which sets DT_TOP_BUILDDIR, LINUX_DIR, LINUX_VERSION and
# DTRACE_KO (empty without a kernel tree: the builds are skipped).
top=${DT_TOP_BUILDDIR:-$(dirname "$0")/../..}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kmod-install.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
echo "1..5"

. "$(dirname "$0")/tap.sh"	# ok STATUS NAME [DIAG-FILE]
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }

make -s -C "$top/os/linux/kernel" install-dkms DESTDIR="$tmp/root" \
    prefix=/usr >"$tmp/log" 2>&1
ok $? "make install-dkms" "$tmp/log"
src=$(ls -d "$tmp"/root/usr/src/dtrace-* 2>/dev/null | head -n 1)
conf=$src/dkms.conf
( [ -f "$conf" ] && [ -f "$src/Kbuild" ] && [ -f "$src/abi/dtrace/dtrace.h" ] &&
  . "$conf" && [ "$PACKAGE_NAME" = dtrace ] &&
  [ "src/dtrace-$PACKAGE_VERSION" = "${src#"$tmp"/root/usr/}" ] &&
  [ "${BUILT_MODULE_NAME[0]}" = dtrace ] && [ -n "${MAKE[0]}" ] ) \
    >"$tmp/log" 2>&1
ok $? "dkms.conf names the package, its version and dtrace.ko" "$tmp/log"

if [ -z "${DTRACE_KO:-}" ] || [ -z "${LINUX_DIR:-}" ]; then
	skip "no kernel build tree configured"
	skip "no kernel build tree configured"
	skip "no kernel build tree configured"
	exit 0
fi
# DKMS sets kernel_source_dir and dkms_tree, reads dkms.conf, copies the
# source to $dkms_tree/NAME/VERSION/build and runs MAKE[0] there
(
	dkms_tree=$tmp/dkms kernel_source_dir=$LINUX_DIR
	. "$conf"
	b=$dkms_tree/$PACKAGE_NAME/$PACKAGE_VERSION/build
	# shellcheck disable=SC2086  # MAKE[0] is a command line, as DKMS runs it
	mkdir -p "$b" && cp -r "$src"/. "$b"/ && cd "$b" &&
	nice -n 19 ${MAKE[0]} && [ -f "$b/${BUILT_MODULE_NAME[0]}.ko" ]
) >"$tmp/log" 2>&1
ok $? "dtrace.ko builds from the DKMS tree with dkms.conf's MAKE" "$tmp/log"
modinfo -F license "$tmp"/dkms/dtrace/*/build/dtrace.ko >"$tmp/lic" 2>&1
grep -qx "Dual BSD/GPL" "$tmp/lic"
ok $? "the DKMS-built module is dtrace.ko (Dual BSD/GPL)" "$tmp/lic"
make -s -C "$top/os/linux/kernel" modules_install \
    INSTALL_MOD_PATH="$tmp/mods" >"$tmp/log" 2>&1 &&
    ls "$tmp/mods/lib/modules/$LINUX_VERSION"/*/dtrace.ko* >>"$tmp/log" 2>&1
ok $? "make modules_install INSTALL_MOD_PATH=DIR installs dtrace.ko" "$tmp/log"
