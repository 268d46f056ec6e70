/*
 * test/tst/kernel/pid/pidtarget.c -- the target of the pid provider's guest
 * tests (built static by test/kernel/qemu-boot.sh as gtests/pid/pidtarget).
 *
 * Without arguments it makes a known set of calls and exits 0, printing
 * nothing: add(i, 2 * i) for i = 0 .. 4 (returns 3 * i), greet("hello")
 * three times (returns 5, the length), and nothing else of its own.
 * "pidtarget spin" instead calls add() every 10 ms and watches the first
 * byte of add(): the first time it reads a breakpoint (uprobes' int3, 0xcc)
 * it writes "planted" to stdout; once SIGUSR1 arrives it makes 20 more
 * calls and exits 0 if that byte is add()'s own again, 3 if a breakpoint
 * is still there, 2 if it never saw one, 4 after 20 s without SIGUSR1
 * (the SIGKILL test's victim, started by pidkill.c).
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

volatile long pidtarget_sink;

__attribute__((noinline)) int
add(int a, int b)
{
	__asm__ volatile("" ::: "memory");
	return a + b;
}

__attribute__((noinline)) int
greet(const char *s)
{
	__asm__ volatile("" ::: "memory");
	return (int)strlen(s);
}

static volatile sig_atomic_t pidtarget_go;

static void
usr1(int sig)
{
	(void) sig;
	pidtarget_go = 1;
}

static int
spin(void)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	const volatile unsigned char *text =
	    (const volatile unsigned char *)(void *)add;
	unsigned char orig = text[0];
	int i, planted = 0, after = 0;

	if (orig == 0xcc)
		return (5);	/* planted before we looked: cannot tell */
	(void) signal(SIGUSR1, usr1);
	for (i = 0; i < 2000 && after < 20; i++) {
		pidtarget_sink += add(i, 1);
		if (text[0] == 0xcc && !planted) {
			planted = 1;
			(void) write(1, "planted\n", 8);
		}
		if (pidtarget_go)
			after++;
		(void) nanosleep(&ts, NULL);
	}
	if (after < 20)
		return (4);
	if (!planted)
		return (2);
	return (text[0] == orig ? 0 : 3);
}

int
main(int argc, char **argv)
{
	int i;

	if (argc == 2 && strcmp(argv[1], "spin") == 0)
		return (spin());
	for (i = 0; i < 5; i++)
		pidtarget_sink += add(i, 2 * i);
	for (i = 0; i < 3; i++)
		pidtarget_sink += greet("hello");
	return 0;
}
