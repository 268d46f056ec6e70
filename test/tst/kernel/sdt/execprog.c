/*
 * test/tst/kernel/sdt/execprog.c -- the helper program of the sdt guest
 * tests (built static as ./execprog by test/kernel/qemu-boot.sh): it is
 * exec'd (sched:sched_process_exec), renames itself to "dt-renamed"
 * (task:task_rename) and exits with status 5 (sched:sched_process_exit).
 */
#include <sys/prctl.h>

int
main(void)
{
	(void) prctl(PR_SET_NAME, "dt-renamed", 0, 0, 0);
	return (5);
}
