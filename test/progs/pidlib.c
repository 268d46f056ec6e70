/*
 * test/progs/pidlib.c -- a shared object that piddlopen loads with
 * dlopen(3) (pid provider and ustack tests of libraries mapped late).
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
long pidlib_twice(long x);
long pidlib_call(long (*fn)(long), long x);

__attribute__((noinline)) long
pidlib_twice(long x)
{
	return (x * 2);
}

__attribute__((noinline)) long
pidlib_call(long (*fn)(long), long x)
{
	return (fn(x) + 1);
}
