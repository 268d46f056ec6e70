/*
 * test/progs/syscalls.c -- a program making a known set of system calls,
 * a known number of times, for the syscall provider's tests
 * (test/tst/linux/syscall/).
 *
 * Usage: syscalls [N]   (N defaults to 7)
 * Opens /dev/null (openat), writes "hello" to it N times (write, 5 bytes
 * each), calls getpid 3 times and getppid once through syscall(2), reads
 * from fd -1 once (read fails with EBADF), lseeks the file to 42 once,
 * closes it, and exits with status 0 (exit_group).
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 7;
	char buf[8];
	int fd, i;

	fd = open("/dev/null", O_WRONLY);
	for (i = 0; i < n; i++)
		(void) write(fd, "hello", 5);
	for (i = 0; i < 3; i++)
		(void) syscall(SYS_getpid);
	(void) syscall(SYS_getppid);
	(void) read(-1, buf, sizeof (buf));
	(void) lseek(fd, 42, SEEK_SET);
	(void) close(fd);
	return (0);
}
