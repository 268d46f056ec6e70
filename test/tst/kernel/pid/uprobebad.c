/*
 * test/tst/kernel/pid/uprobebad.c -- DTRACEIOC_UPROBE_MAKE with bad
 * specifications (and deferred probes given their sites by _RESOLVE),
 * straight on /dev/dtrace/dtrace (tst.badspec.d runs it
 * through system()).  The process plants probes in itself: its function
 * victim(), whose file offset it reads from /proc/self/maps.  Prints one
 * line per case: its name and "ok" or the errno's name.  The module must
 * answer each with an error (or create the probe), never oops or WARN.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <dtrace/ioctl.h>

__attribute__((noinline)) int
victim(int x)
{
	__asm__ volatile("" ::: "memory");
	return x * 3 + 1;
}

static char exe[4096];
static uint64_t victim_foff;

static const char *
ename(int e)
{
	switch (e) {
	case 0: return "ok";
	case EINVAL: return "EINVAL";
	case E2BIG: return "E2BIG";
	case ENOSPC: return "ENOSPC";
	case ESRCH: return "ESRCH";
	case EFAULT: return "EFAULT";
	case EPERM: return "EPERM";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENOMEM: return "ENOMEM";
	case ENOENT: return "ENOENT";
	case ENOTTY: return "ENOTTY";
	default: return strerror(e);
	}
}

/* A valid entry probe on victim() of this process. */
static void
spec_init(dtrace_uprobespec_t *u, uint64_t *off)
{
	memset(u, 0, sizeof (*u));
	u->dups_pid = getpid();
	u->dups_kind = DTRACE_UPROBE_ENTRY;
	u->dups_noffs = 1;
	strcpy(u->dups_mod, "uprobebad");
	strcpy(u->dups_func, "victim");
	strcpy(u->dups_name, "entry");
	u->dups_path = (uint64_t)(uintptr_t)exe;
	u->dups_addr = (uint64_t)(uintptr_t)victim;
	u->dups_size = 16;
	u->dups_foff = victim_foff;
	*off = 0;
	u->dups_offs = (uint64_t)(uintptr_t)off;
}

static void
try(int fd, const char *what, uint32_t cmd, dtrace_uprobespec_t *u)
{
	int e = ioctl(fd, cmd, u) == 0 ? 0 : errno;

	printf("%s: %s\n", what, ename(e));
}

static void
fork_try(int fd, const char *what, int pid, int child)
{
	dtrace_uprobefork_t f;
	int e;

	f.dupf_pid = pid;
	f.dupf_child = child;
	e = ioctl(fd, DTRACEIOC_UPROBE_FORKED, &f) == 0 ? 0 : errno;
	printf("%s: %s\n", what, ename(e));
}

int
main(void)
{
	dtrace_uprobespec_t u;
	uint64_t off, *many;
	unsigned long lo, hi, pgoff;
	char line[4200], perm[8], path[4096];
	struct stat st;
	FILE *f;
	int fd, i;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (readlink("/proc/self/exe", exe, sizeof (exe) - 1) <= 0 ||
	    (f = fopen("/proc/self/maps", "r")) == NULL)
		return (1);
	while (fgets(line, sizeof (line), f) != NULL) {
		if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &lo, &hi,
		    perm, &pgoff, path) == 5 && strcmp(path, exe) == 0 &&
		    perm[2] == 'x' && (uintptr_t)victim >= lo &&
		    (uintptr_t)victim < hi)
			victim_foff = (uintptr_t)victim - lo + pgoff;
	}
	fclose(f);
	if (victim_foff == 0 || stat(exe, &st) != 0 ||
	    (fd = open("/dev/dtrace/dtrace", O_RDWR)) < 0) {
		printf("setup failed\n");
		return (1);
	}

	spec_init(&u, &off);
	try(fd, "valid entry", DTRACEIOC_UPROBE_MAKE, &u);
	try(fd, "the same again", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	strcpy(u.dups_name, "1");
	u.dups_kind = DTRACE_UPROBE_OFFSET;
	off = 1;	/* inside an instruction: the consumer's to refuse */
	try(fd, "offset 1", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	strcpy(u.dups_name, "20");
	u.dups_kind = DTRACE_UPROBE_OFFSET;
	off = 0x20;
	try(fd, "offset past the function", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	strcpy(u.dups_name, "x");
	u.dups_foff = (uint64_t)st.st_size;
	try(fd, "offset past the file", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	strcpy(u.dups_name, "y");
	u.dups_foff = 0;	/* the ELF header: mapped, not executable */
	try(fd, "offset outside the text", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	strcpy(u.dups_name, "z");
	u.dups_foff = ~0ULL - 4;
	try(fd, "huge file offset", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_noffs = DTRACE_UPROBE_MAXSITES + 1;
	try(fd, "too many sites", DTRACEIOC_UPROBE_MAKE, &u);
	if ((many = calloc(DTRACE_UPROBE_MAXSITES, sizeof (*many))) == NULL)
		return (1);
	spec_init(&u, &off);
	strcpy(u.dups_name, "many");
	u.dups_noffs = DTRACE_UPROBE_MAXSITES;
	u.dups_offs = (uint64_t)(uintptr_t)many;
	try(fd, "more sites than the module plants", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_noffs = 0;
	try(fd, "no sites", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_offs = 8;
	try(fd, "bad sites address", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_path = 8;
	try(fd, "bad path address", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_path = (uint64_t)(uintptr_t)"/no/such/file";
	try(fd, "no such file", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_path = (uint64_t)(uintptr_t)"/";
	try(fd, "a directory", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_path = (uint64_t)(uintptr_t)"/dtrace.ko";
	try(fd, "a file the process does not map", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_pid = 0;
	try(fd, "pid 0", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_pid = 0x7ffffff0;
	try(fd, "no such process", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_kind = 9;
	try(fd, "unknown kind", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	memset(u.dups_func, 'f', sizeof (u.dups_func));
	try(fd, "unterminated name", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_USDT;
	try(fd, "usdt without a provider", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_USDT;
	strcpy(u.dups_prov, "bad");
	u.dups_sem = (uint64_t)(uintptr_t)&off;	/* the stack: not the file */
	try(fd, "usdt semaphore outside the object", DTRACEIOC_UPROBE_MAKE,
	    &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_USDT;
	strcpy(u.dups_prov, "bad");
	u.dups_nargs = DTRACE_USDT_MAXARGS + 1;
	u.dups_args = (uint64_t)(uintptr_t)many;
	try(fd, "usdt with too many arguments", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_USDT;
	strcpy(u.dups_prov, "bad");
	u.dups_nargs = 2;
	u.dups_args = 8;
	try(fd, "usdt bad arguments address", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_flags = 0x2;
	try(fd, "unknown flag", DTRACEIOC_UPROBE_MAKE, &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_USDT;
	strcpy(u.dups_prov, "bad");
	u.dups_flags = DTRACE_UPROBE_DEFERRED;
	try(fd, "deferred usdt", DTRACEIOC_UPROBE_MAKE, &u);
	/* a deferred return probe: no sites, given later */
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_RETURN;
	strcpy(u.dups_name, "return");
	u.dups_flags = DTRACE_UPROBE_DEFERRED;
	u.dups_noffs = 0;
	u.dups_offs = 0;
	u.dups_path = 0;
	try(fd, "deferred", DTRACEIOC_UPROBE_MAKE, &u);
	try(fd, "resolve with the deferred flag", DTRACEIOC_UPROBE_RESOLVE,
	    &u);
	spec_init(&u, &off);
	u.dups_kind = DTRACE_UPROBE_RETURN;
	strcpy(u.dups_name, "return");
	strcpy(u.dups_func, "nosuch");
	try(fd, "resolve a probe never made", DTRACEIOC_UPROBE_RESOLVE, &u);
	strcpy(u.dups_func, "victim");
	u.dups_kind = DTRACE_UPROBE_ENTRY;
	try(fd, "resolve as another kind", DTRACEIOC_UPROBE_RESOLVE, &u);
	u.dups_kind = DTRACE_UPROBE_RETURN;
	off = 64;
	try(fd, "resolve past the function", DTRACEIOC_UPROBE_RESOLVE, &u);
	off = 0;
	u.dups_foff = st.st_size;
	try(fd, "resolve past the file", DTRACEIOC_UPROBE_RESOLVE, &u);
	u.dups_foff = victim_foff;
	try(fd, "resolve", DTRACEIOC_UPROBE_RESOLVE, &u);
	try(fd, "resolve again", DTRACEIOC_UPROBE_RESOLVE, &u);
	/* the host's own breakpoints are process control, not the device's */
	try(fd, "watch", DTRACEIOC_PROC_WATCH, &u);
	fork_try(fd, "forked, pid 0", 0, 1);
	fork_try(fd, "forked, itself", getpid(), getpid());
	fork_try(fd, "forked, no such child", getpid(), 0x7ffffff0);
	fork_try(fd, "forked, nothing to take out", getpid(), getppid());
	(void) close(fd);
	/* the provider went with the last open that made probes in it */
	if ((fd = open("/dev/dtrace/dtrace", O_RDWR)) < 0)
		return (1);
	spec_init(&u, &off);
	try(fd, "again after close", DTRACEIOC_UPROBE_MAKE, &u);
	(void) close(fd);
	for (i = 0; i < 3; i++)
		(void) victim(i);	/* no probe left to hit */
	printf("victim %d\n", victim(4));
	return (0);
}
