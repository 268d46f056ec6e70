#!/bin/bash
# test/unit/pid-uprobes.sh -- issue 16: the pid and USDT tests
# (tst/linux/pid, tst/linux/usdt) once more with -x backend=bpf, where
# the sites of enabled probes are the kernel's uprobes (kernel capture:
# os/linux/bpf/dtrace_bpf_uprobe.bpf.c) instead of breakpoints the
# tracer plants, and the probes fire from the captured registers, stack
# top and user stack: the same output is asked for, test by test.
# Skipped, with the reason, where kernel capture cannot run (not root,
# no BPF, built without libbpf).  Prints run-tests' TAP; run by
# `make check` under prove (DTRACE set).
set -u
here=$(cd "$(dirname "$0")" && pwd)
dtrace=${DTRACE:-$here/../../cmd/dtrace/dtrace}

if ! why=$("$dtrace" -x backend=bpf -qn \
    'syscall::getppid:entry {} BEGIN { exit(0); }' 2>&1 >/dev/null); then
	echo "1..0 # SKIP no kernel capture: $(echo "$why" | head -n 1)"
	exit 0
fi
# not the log of the main run (RUN_TESTS_TAP_LOG): this run's own TAP
RUN_TESTS_TAP_LOG= exec "$here/../run-tests" --dtrace "$dtrace" \
    --backend bpf "$here/../tst/linux/pid" "$here/../tst/linux/usdt"
