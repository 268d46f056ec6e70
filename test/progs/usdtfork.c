/*
 * test/progs/usdtfork.c -- target of tst/linux/usdt/tst.fork.d: a child
 * made by fork() is not traced, so the semaphores dtrace raised in the
 * parent must read 0 in the child.  The parent fires tstprov:::plain,
 * forks; the child exits with TSTPROV_IS_ON_ENABLED() (1 or 0); the
 * parent fires tstprov:::is-on(1) if enabled for it, then
 * other:::done(the child's exit status).  Prints nothing.
 */
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
#include "usdtprov.h"

int
main(void)
{
	int status = 0;
	pid_t pid;

	TSTPROV_PLAIN();
	if ((pid = fork()) == 0)
		_exit(TSTPROV_IS_ON_ENABLED() ? 1 : 0);
	if (pid > 0)
		(void) waitpid(pid, &status, 0);
	if (TSTPROV_IS_ON_ENABLED())
		TSTPROV_IS_ON(1);
	OTHER_DONE(pid > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	return (0);
}
