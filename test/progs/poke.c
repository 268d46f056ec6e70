/*
 * test/progs/poke.c -- a buffer for copyin/copyout tests.
 *
 * Usage: poke
 * Writes the 6 bytes "hello\n" from a writable buffer to stdout with one
 * write(2), then writes the same buffer again, so a copyout() or
 * copyoutstr() at the first write's entry shows in the second (and in the
 * first) line; exits 0.
 */
#include <unistd.h>

static char buf[] = "hello\n";

int
main(void)
{
	(void) write(1, buf, 6);
	(void) write(1, buf, 6);
	return (0);
}
