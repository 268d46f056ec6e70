/*
 * test/tst/kernel/io/ioprog.c -- the helper program of the io guest tests
 * (built static as ./ioprog by test/kernel/qemu-boot.sh): eight reads of
 * 4096 bytes from the guest's virtio disk /dev/vda, at byte offsets 0,
 * 4096, ... 28672 (512-byte sectors 0, 8, ... 56), with O_DIRECT so that
 * each is one block I/O whatever the page cache holds, then fsync(2) of
 * the device, which flushes its write cache (one waited-for I/O of no
 * data).  Exit status 0, or 1 if a step failed.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int
main(void)
{
	void *buf;
	int fd, i;

	if (posix_memalign(&buf, 4096, 4096) != 0 ||
	    (fd = open("/dev/vda", O_RDONLY | O_DIRECT)) < 0)
		return (1);
	for (i = 0; i < 8; i++) {
		if (pread(fd, buf, 4096, (off_t)i * 4096) != 4096)
			return (1);
	}
	if (fsync(fd) != 0)
		return (1);
	return (0);
}
