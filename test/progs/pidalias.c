/*
 * test/progs/pidalias.c -- functions known by more than one name, for the
 * pid provider's choice of a function's name (tst/linux/pid/tst.alias_*).
 *
 * area() is global with the weak alias __area; perimeter() is local
 * (static) with the weak alias _perimeter.  main() calls each three
 * times through its alias, then exits 0.
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")

long area(long w, long h);
long __area(long w, long h) __attribute__((weak, alias("area")));
long _perimeter(long w, long h) __attribute__((weak, alias("perimeter")));

__attribute__((noinline)) long
area(long w, long h)
{
	return (w * h);
}

__attribute__((noinline, used)) static long
perimeter(long w, long h)
{
	return (2 * (w + h));
}

int
main(void)
{
	volatile long total = 0;
	long i;

	for (i = 1; i <= 3; i++) {
		total += __area(i, 7);
		total += _perimeter(i, 5);
	}
	return (total > 0 ? 0 : 1);
}
