/*
 * test/tst/kernel/sched/sleepprog.c -- the helper program of the sched
 * guest tests (built static as ./sleepprog by test/kernel/qemu-boot.sh):
 * setpriority(2) to nice 5 (from 0), five nanosleep(2)s of 20 ms, each made with syscall(2) (so the system
 * call is "nanosleep" whatever the C library prefers), then one
 * sched_yield(2), then exit.
 */
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int
main(void)
{
	struct timespec ts = { 0, 20000000 };
	int i;

	(void) setpriority(PRIO_PROCESS, 0, 5);
	for (i = 0; i < 5; i++)
		(void) syscall(SYS_nanosleep, &ts, NULL);
	(void) syscall(SYS_sched_yield);
	return (0);
}
