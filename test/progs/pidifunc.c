/*
 * test/progs/pidifunc.c -- target of the pid provider's IFUNC tests
 * (test/tst/linux/pid/tst.ifunc_*): calls glibc's strlen, memcpy and
 * strcmp, GNU indirect functions, a known number of times, and twice(),
 * an indirect function of its own (bound through the executable's
 * R_X86_64_IRELATIVE relocation).
 *
 * Usage: pidifunc [ROUNDS [loop|dlopen|dlopen-stripped]]
 *   ROUNDS (default 10) calls of work(); each makes, for i = 0 .. 4 over
 *   words[] = "a", "bb", "ccc", "dddd", "eeeee": one strlen (results 1..5,
 *   sum 15), one memcpy of strlen + 1 bytes (sum 20), one strcmp against
 *   "ccc" (two negative, one zero, two positive), one wcsrchr for L'c' in
 *   the same word, widened (found once), one twice(i) (returns 2 * i,
 *   sum 20).  glibc's own calls bind strlen, memcpy and strcmp through
 *   IRELATIVE slots at load; wcsrchr only through this program's lazy
 *   PLT slot, at its first call.
 *   loop: then call work() forever, 10 ms apart (a target for -p).
 *   dlopen: then load pidifunclib.so (.libs/ beside this program, lazy
 *   binding) and call its lib_call(5) (which calls the library's IFUNC
 *   lib_twice 5 times through its lazy PLT slot) and, through dlsym,
 *   lib_twice(i) for i = 1 .. 3: lib_twice runs 8 times.
 *   dlopen-stripped: the same with pidifunclib-stripped.so, a copy with
 *   no .symtab (the implementation's extent only in .eh_frame).
 * Built with -fno-builtin, and the strings live in volatile storage, so
 * every call is a real call of the libc function.  Writes nothing (so
 * stdio adds no libc string calls of its own).
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

long twice(long x);
void work(void);

static volatile char words[5][8] = { "a", "bb", "ccc", "dddd", "eeeee" };
static volatile char other[8] = "ccc";
static volatile wchar_t wwords[5][8] = { L"a", L"bb", L"ccc", L"dddd",
    L"eeeee" };
static volatile long sink;

static long
twice_plain(long x)
{
	return (2 * x);
}

/* the resolver of twice(): one choice, so the tests know what runs */
static long (*resolve_twice(void))(long)
{
	return (twice_plain);
}

long twice(long x) __attribute__((ifunc("resolve_twice")));

__attribute__((noinline)) void
work(void)
{
	char buf[8];
	int i;

	for (i = 0; i < 5; i++) {
		const char *w = (const char *)words[i];
		size_t n = strlen(w);

		memcpy(buf, w, n + 1);
		sink += strcmp(buf, (const char *)other);
		sink += wcsrchr((const wchar_t *)wwords[i], L'c') != NULL;
		sink += twice(i);
	}
}

/* Load .libs/@name beside this program and call its IFUNC 8 times. */
static int
load_lib(const char *name)
{
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof (path) - 32);
	long (*call)(long), (*tw)(long);
	const char *s;
	char *d;
	void *h;
	long i;

	if (n <= 0)
		return (1);
	path[n] = '\0';
	/* by hand: no libc string call the IFUNC tests would count */
	for (d = strrchr(path, '/') + 1, s = ".libs/"; *s != '\0'; s++)
		*d++ = *s;
	for (s = name; *s != '\0' && d < path + sizeof (path) - 1; s++)
		*d++ = *s;
	*d = '\0';
	if ((h = dlopen(path, RTLD_LAZY)) == NULL)
		return (1);
	call = (long (*)(long))dlsym(h, "lib_call");
	tw = (long (*)(long))dlsym(h, "lib_twice");
	if (call == NULL || tw == NULL)
		return (1);
	sink += call(5);
	for (i = 1; i <= 3; i++)
		sink += tw(i);
	dlclose(h);
	return (0);
}

int
main(int argc, char **argv)
{
	long rounds = argc > 1 ? atol(argv[1]) : 10, r;
	struct timespec ts = { 0, 10 * 1000 * 1000 };

	for (r = 0; r < rounds; r++)
		work();
	if (argc > 2 && strcmp(argv[2], "dlopen") == 0)
		return (load_lib("pidifunclib.so"));
	if (argc > 2 && strcmp(argv[2], "dlopen-stripped") == 0)
		return (load_lib("pidifunclib-stripped.so"));
	while (argc > 2 && strcmp(argv[2], "loop") == 0) {
		work();
		nanosleep(&ts, NULL);
	}
	return (0);
}
