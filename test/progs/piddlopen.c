/*
 * test/progs/piddlopen.c -- loads pidlib.so (built beside it, in .libs/)
 * with dlopen(3) and calls pidlib_call(callback, i) for i = 1 .. 10;
 * pidlib_call calls back into callback() of the executable, so a stack
 * taken in callback() crosses the late-loaded library.
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

long callback(long x);

__attribute__((noinline)) long
callback(long x)
{
	return (x + 100);
}

int
main(void)
{
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof (path) - 32);
	long (*call)(long (*)(long), long);
	volatile long t = 0;
	void *h;
	long i;

	if (n <= 0)
		return (1);
	path[n] = '\0';
	strcpy(strrchr(path, '/') + 1, ".libs/pidlib.so");
	if ((h = dlopen(path, RTLD_NOW)) == NULL) {
		fprintf(stderr, "piddlopen: %s\n", dlerror());
		return (1);
	}
	call = (long (*)(long (*)(long), long))dlsym(h, "pidlib_call");
	if (call == NULL)
		return (1);
	for (i = 1; i <= 10; i++)
		t += call(callback, i);
	dlclose(h);
	return (0);
}
