/*
 * test/unit/bpfprogs.c -- count the BPF programs loaded in the kernel
 * whose name is NAME (argument 1; the kernel keeps 15 characters), for
 * unit/bpf-sigkill.sh: are kernel capture's programs gone once dtrace is?
 * Prints the count; exits 2 when the kernel's program list cannot be
 * read (not root, no BPF).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>

int
main(int argc, char **argv)
{
	__u32 id = 0;
	int n = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: bpfprogs NAME\n");
		return (2);
	}
	for (;;) {
		struct bpf_prog_info info;
		__u32 len = sizeof (info);
		int fd;

		if (bpf_prog_get_next_id(id, &id) != 0) {
			if (errno == ENOENT)
				break;
			perror("bpfprogs: BPF_PROG_GET_NEXT_ID");
			return (2);
		}
		if ((fd = bpf_prog_get_fd_by_id(id)) < 0)
			continue;	/* gone meanwhile */
		memset(&info, 0, sizeof (info));
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 &&
		    strncmp(info.name, argv[1], sizeof (info.name) - 1) == 0)
			n++;
		(void) close(fd);
	}
	printf("%d\n", n);
	return (0);
}
