/*
 * test/tst/kernel/lockstat/lockprog.c -- the helper program of the
 * lockstat guest tests (built static as ./lockprog by
 * test/kernel/qemu-boot.sh): four threads write to and read from one
 * pipe for about a second, so that they contend for the pipe's mutex and
 * the kernel's spinlocks on the guest's two CPUs.  Exit status 0.
 */
#include <pthread.h>
#include <time.h>
#include <unistd.h>

static int fds[2];
static volatile int stop;

static void *
writer(void *arg)
{
	char c = 'x';

	while (!stop)
		(void) write(fds[1], &c, 1);
	return (arg);
}

static void *
reader(void *arg)
{
	char buf[64];

	while (!stop)
		(void) read(fds[0], buf, sizeof (buf));
	return (arg);
}

int
main(void)
{
	pthread_t t[4];
	int i;

	if (pipe(fds) != 0)
		return (1);
	for (i = 0; i < 4; i++)
		(void) pthread_create(&t[i], NULL, i < 3 ? writer : reader,
		    NULL);
	(void) sleep(1);
	stop = 1;
	_exit(0);	/* ends the threads, blocked or not */
}
