/* @@cmd: @PROGS@/pidifunc 2 dlopen */
/* @@opts: -Z */
/*
 * -Z: an IFUNC of a library loaded later with dlopen (lazy binding).  Its
 * implementation is not in any GOT slot when the library is mapped: the
 * probes are planted when the loader first runs the resolver (binding
 * lib_call's PLT slot; dlsym).  lib_twice runs 5 times from lib_call and
 * 3 times through dlsym: arguments 1..5 and 1..3, results twice those.
 */
#pragma D option quiet

pid$target:pidifunclib.so:lib_twice:entry
{
	@n = count();
	@a = sum(arg0);
}

pid$target:pidifunclib.so:lib_twice:return
{
	@r = sum(arg1);
}

END
{
	printa("calls %@d\n", @n);
	printa("args %@d\n", @a);
	printa("returns %@d\n", @r);
}
