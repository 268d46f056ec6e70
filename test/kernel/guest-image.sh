# test/kernel/guest-image.sh -- what the QEMU guests of the module's tests
# share: the prerequisites, the kernel image, the initramfs and the boot.
#
# Where it sits: sourced (not run) by kernel/qemu-boot.sh (one boot: devprobe,
# D programs, tst/kernel, the ioctl fuzzer) and kernel/parity.sh (the
# tst/common suite on the module, boot after boot).  Each caller writes its
# own /init and reads its own markers back; this file only builds the
# image and boots it.
#
# The caller defines skip MESSAGE (prints "1..0 # SKIP MESSAGE", exits 0),
# and may set DTRACE_KO, DTRACE, LINUX_VERSION, VMLINUZ, QEMU, QEMU_ACCEL,
# BUSYBOX (see qemu-boot.sh).
#
# Functions (every name starts with gi_; they set gi_* variables):
#   gi_prereq        checks the module, QEMU, an x86_64 host, a static
#                    busybox, cpio and timeout(1), else skip; sets gi_ko,
#                    gi_qemu, gi_accel, gi_busybox
#   gi_find_kernel   sets gi_release (LINUX_VERSION, else the module's
#                    vermagic) and gi_kernel (VMLINUZ, else
#                    /boot/vmlinuz-RELEASE), else skip
#   gi_find_dtrace   sets gi_dtrace_bin (the ELF behind the libtool wrapper
#                    DTRACE) and gi_dtrace_libdir (the uninstalled
#                    libdtrace.so); both empty without DTRACE
#   gi_root ROOT     a new image tree: busybox (/bin), /dev /proc /sys /tmp,
#                    the module at /dtrace.ko
#   gi_copy_elf ROOT FILE [DEST]
#                    FILE at DEST (default its own path) and every shared
#                    library it loads (as ldd resolves them here, libdtrace
#                    from the build tree) at their own paths; status 1 if
#                    FILE cannot be copied
#   gi_add_dtrace ROOT
#                    the dtrace command at /usr/bin/dtrace, libdtrace in
#                    /usr/lib/dtrace-test (the guest sets LD_LIBRARY_PATH to
#                    it), and their libraries; status 1 without dtrace
#   gi_init_head     prints the first lines every /init shares: busybox's
#                    applets, devtmpfs, the console as stdio, /proc, /sys
#   gi_pack DIR OUT  DIR as a gzip'ed newc cpio archive at OUT (archives
#                    concatenate: the kernel unpacks them in order)
#   gi_boot LIMIT MEM INITRD CONSOLE [SERIAL2]
#                    boots gi_kernel with INITRD, MEM MiB and 2 CPUs under
#                    timeout(1) (LIMIT s, then SIGKILL 5 s later); the
#                    console (ttyS0) goes to the file CONSOLE, the second
#                    serial port (ttyS1) to SERIAL2 (default nowhere),
#                    QEMU's own messages to CONSOLE.qemu; the status is
#                    timeout's (124 or 137: killed)
#
# The kernel command line (gi_append): the console on ttyS0, and any WARN,
# oops or panic ends the boot at once (panic_on_warn=1 oops=panic,
# panic=-1: no reboot), so the callers' grep for them sees it last.

gi_append="console=ttyS0 panic=-1 oops=panic panic_on_warn=1 quiet loglevel=4"

gi_prereq() {
	gi_ko=${DTRACE_KO:-}
	# one host thread for both vCPUs: with a thread per vCPU (MTTCG),
	# QEMU 7.2 can keep running a translation of kernel text another vCPU
	# has just patched (text_poke_bp's int3 at a static key): the vCPU
	# then loops on an int3 already gone from memory, a soft lockup no
	# real CPU has.  Enabling every sdt probe at once (~1,200 static
	# keys and calls) hit it; single-threaded TCG boots as fast here.
	gi_accel=${QEMU_ACCEL:-tcg,thread=single}
	gi_smp=${QEMU_SMP:-2}	# vCPUs (the benchmarks compare 1 and 2)
	[ -n "$gi_ko" ] || skip "dtrace.ko was not built (configured without kernel headers or with --disable-kernel-module)"
	[ -f "$gi_ko" ] || skip "no module at $gi_ko"
	gi_qemu=${QEMU:-}
	[ -n "$gi_qemu" ] || gi_qemu=$(command -v qemu-system-x86_64 || true)
	[ -n "$gi_qemu" ] && [ -x "$gi_qemu" ] ||
		skip "qemu-system-x86_64 not found (apt-get install qemu-system-x86)"
	[ "$(uname -m)" = x86_64 ] || skip "the guest needs an x86_64 host"
	gi_busybox=${BUSYBOX:-$(command -v busybox || true)}
	[ -n "$gi_busybox" ] || skip "busybox not found (apt-get install busybox-static)"
	file -L "$gi_busybox" 2>/dev/null | grep -q 'statically linked' ||
		skip "$gi_busybox is not statically linked (apt-get install busybox-static)"
	command -v cpio >/dev/null 2>&1 || skip "cpio not found (apt-get install cpio)"
	command -v timeout >/dev/null 2>&1 || skip "timeout(1) not found"
}

gi_find_kernel() {
	local have
	gi_release=${LINUX_VERSION:-}
	if [ -z "$gi_release" ] && command -v modinfo >/dev/null 2>&1; then
		gi_release=$(modinfo -F vermagic "$gi_ko" 2>/dev/null | cut -d' ' -f1)
	fi
	gi_kernel=${VMLINUZ:-/boot/vmlinuz-$gi_release}
	if [ ! -f "$gi_kernel" ]; then
		have=$(ls /boot/vmlinuz-* 2>/dev/null | tr '\n' ' ')
		skip "no kernel image $gi_kernel matching the module's headers ($gi_release); installed: ${have:-none} (apt-get install linux-image-$gi_release, or set VMLINUZ)"
	fi
	[ -r "$gi_kernel" ] || skip "$gi_kernel is not readable (run as root or set VMLINUZ)"
}

gi_find_dtrace() {
	local d
	gi_dtrace_bin= gi_dtrace_libdir=
	[ -n "${DTRACE:-}" ] && [ -f "$DTRACE" ] || return 0
	d=$(cd "$(dirname "$DTRACE")" && pwd)
	if [ -x "$d/.libs/dtrace" ]; then
		gi_dtrace_bin=$d/.libs/dtrace
	elif file -L "$DTRACE" 2>/dev/null | grep -q ELF; then
		gi_dtrace_bin=$DTRACE
	fi
	gi_dtrace_libdir=$(cd "$d/../../lib/libdtrace/.libs" 2>/dev/null && pwd)
}

gi_root() {
	mkdir -p "$1/bin" "$1/dev" "$1/proc" "$1/sys" "$1/tmp" &&
	cp "$gi_busybox" "$1/bin/busybox" &&
	cp "$gi_ko" "$1/dtrace.ko"
}

gi_copy_elf() {
	local root=$1 f=$2 dest=${3:-$2} a b c
	mkdir -p "$root$(dirname "$dest")"
	cp -L "$f" "$root$dest" || return 1
	LD_LIBRARY_PATH=$gi_dtrace_libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
	    ldd "$f" 2>/dev/null | while read -r a b c _; do
		case "$a" in
		/*) [ -f "$root$a" ] || { mkdir -p "$root$(dirname "$a")"; cp -L "$a" "$root$a"; } ;;
		*) # libdtrace of the build tree: gi_add_dtrace's copy
		   [ -n "$gi_dtrace_libdir" ] && [ "${c#"$gi_dtrace_libdir"/}" != "$c" ] &&
			continue
		   if [ "$b" = "=>" ] && [ -f "$c" ] && [ ! -f "$root$c" ]; then
			mkdir -p "$root$(dirname "$c")"; cp -L "$c" "$root$c"
		   fi ;;
		esac
	done
}

# gi_add_bpftrace ROOT: bpftrace (BPFTRACE, else the host's; BPFTRACE=none:
# not wanted) with its libraries, as ROOT/usr/bin/bpftrace (the benchmarks
# compare with it).  Its libraries (LLVM, BCC) are about 200 MB: a guest
# with it wants 2 GiB.  Returns 0 when it is there.
gi_add_bpftrace() {
	local b=${BPFTRACE:-$(command -v bpftrace || echo none)}
	[ "$b" != none ] && gi_copy_elf "$1" "$b" /usr/bin/bpftrace
}

# gi_init_bpftrace CMD: for an /init, the shell function
# `bpftrace LABEL PROGRAM`: PROGRAM run by bpftrace; once its BEGIN has
# fired (every probe is attached then), CMD runs and its output is
# printed after "BENCH LABEL"; then bpftrace is stopped with SIGINT (it
# prints its maps) and its last lines follow as "BOUT ...".  Nothing
# without /usr/bin/bpftrace.
gi_init_bpftrace() {
	cat <<EOF
bpftrace() {
	[ -x /usr/bin/bpftrace ] || return
	/usr/bin/bpftrace -e "BEGIN { printf(\"READY\\\\n\"); } \$2" >/tmp/b.out 2>&1 &
	b=\$!
	i=0
	while ! grep -q READY /tmp/b.out && [ \$i -lt 1200 ]; do sleep 0.1; i=\$((i + 1)); done
	echo "BENCH \$1 \$($1)"
	kill -INT \$b
	i=0
	while kill -0 \$b 2>/dev/null && [ \$i -lt 300 ]; do sleep 0.1; i=\$((i + 1)); done
	kill -KILL \$b 2>/dev/null
	wait \$b
	sed 's/^/BOUT /' /tmp/b.out | tail -n 3
}
EOF
}

gi_add_dtrace() {
	local l
	[ -n "$gi_dtrace_bin" ] && command -v ldd >/dev/null 2>&1 || return 1
	gi_copy_elf "$1" "$gi_dtrace_bin" /usr/bin/dtrace || return 1
	mkdir -p "$1/usr/lib/dtrace-test"
	for l in "$gi_dtrace_libdir"/libdtrace.so*; do
		[ -e "$l" ] && cp -L "$l" "$1/usr/lib/dtrace-test/"
	done
	[ -f "$1/lib64/ld-linux-x86-64.so.2" ] && [ -f "$1/usr/lib/dtrace-test/libdtrace.so" ] ||
		{ rm -f "$1/usr/bin/dtrace"; return 1; }
}

gi_init_head() {
	cat <<'EOF'
#!/bin/busybox sh
/bin/busybox --install -s /bin
mount -t devtmpfs devtmpfs /dev
exec </dev/console >/dev/console 2>&1
mount -t proc proc /proc
mount -t sysfs sysfs /sys
EOF
}

gi_pack() {
	(cd "$1" && find . | cpio -o -H newc --quiet | gzip -1) >"$2"
}

# gi_extra: more QEMU arguments for gi_boot (a disk, ...); none by default
gi_extra=()

gi_boot() {
	local limit=$1 mem=$2 initrd=$3 console=$4 serial=()
	[ -n "${5:-}" ] && serial=(-serial "file:$5")
	timeout -k 5 "$limit" "$gi_qemu" -accel "$gi_accel" -display none \
		-no-reboot -m "$mem" -smp "$gi_smp" -kernel "$gi_kernel" -initrd "$initrd" \
		-monitor none -serial "file:$console" "${serial[@]}" \
		"${gi_extra[@]}" -append "$gi_append" </dev/null >"$console.qemu" 2>&1
}
