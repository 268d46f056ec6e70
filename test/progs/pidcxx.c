/*
 * test/progs/pidcxx.c -- functions with C++ (Itanium ABI) mangled names,
 * written in C through asm labels, for -x demangle
 * (tst/linux/ustack/tst.demangle*.d): main() calls widget::spin(long)
 * (_ZN6widget4spinEl) 3 times, which calls
 * ns::inner<int>::leaf(int, char const*) (_ZN2ns5innerIiE4leafEiPKc).
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")

long spin(long n) __asm__("_ZN6widget4spinEl");
int leaf(int x, const char *s) __asm__("_ZN2ns5innerIiE4leafEiPKc");

__attribute__((noinline)) int
leaf(int x, const char *s)
{
	return (x + (s[0] != '\0'));
}

__attribute__((noinline)) long
spin(long n)
{
	return (leaf((int)n, "x") + 1);
}

int
main(void)
{
	volatile long total = 0;
	long i;

	for (i = 1; i <= 3; i++)
		total += spin(i);
	return (total > 0 ? 0 : 1);
}
