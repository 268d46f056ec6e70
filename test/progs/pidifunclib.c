/*
 * test/progs/pidifunclib.c -- a shared object with a GNU indirect
 * function, lib_twice, that pidifunc loads with dlopen(3) (lazy binding):
 * pid probes on an IFUNC of a library mapped, relocated and bound late.
 * lib_call(n) calls lib_twice n times through the library's own PLT slot
 * (bound at its first call, when the loader runs the resolver).
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
long lib_twice(long x);
long lib_call(long n);

static long
lib_twice_plain(long x)
{
	return (2 * x);
}

static long (*lib_resolve_twice(void))(long)
{
	return (lib_twice_plain);
}

long lib_twice(long x) __attribute__((ifunc("lib_resolve_twice")));

__attribute__((noinline)) long
lib_call(long n)
{
	long i, t = 0;

	for (i = 1; i <= n; i++)
		t += lib_twice(i);
	return (t);
}
