/*
 * test/tst/kernel/syscall/sysprog.c -- the helper program of the syscall
 * guest tests (built static as ./sysprog by test/kernel/qemu-boot.sh):
 * a fixed sequence of system calls with known arguments and results,
 * made with syscall(2) so that the C library adds nothing.
 *
 *   dup2(open("/dev/zero"), 42)                  = 42
 *   pread64(42, buf, 7, 1234)                    = 7
 *   pwrite64(42, "hello", 5, 77)                 = 5   (/dev/zero takes it)
 *   mmap(0, 4096, PROT_READ, MAP_PRIVATE, 42, 8192)   (six arguments)
 *   close(12345)                                 = -1, errno EBADF (9)
 *   exit_group(3)
 */
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

int
main(void)
{
	char buf[16];
	long fd = syscall(SYS_open, "/dev/zero", O_RDWR);

	if (fd < 0 || syscall(SYS_dup2, fd, 42) != 42)
		return (1);
	(void) syscall(SYS_pread64, 42, buf, 7, 1234);
	(void) syscall(SYS_pwrite64, 42, "hello", 5, 77);
	(void) syscall(SYS_mmap, 0, 4096, PROT_READ, MAP_PRIVATE, 42, 8192);
	(void) syscall(SYS_close, 12345);
	syscall(SYS_exit_group, 3);
	return (2);
}
