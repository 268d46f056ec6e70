/* @@cmd: @PROGS@/pidifunc 2 dlopen-stripped */
/* @@opts: -Z */
/*
 * As tst.ifunc_dlopen.d, in a copy of the library without .symtab: the
 * implementation the resolver picks (lib_twice_plain, a plain -O0
 * function that pushes a frame) is named by no symbol, so its extent is
 * that of its .eh_frame FDE -- the whole function, rets included, not
 * just the CFI rows before its first push.
 */
#pragma D option quiet

pid$target:pidifunclib-stripped.so:lib_twice:entry
{
	@n = count();
	@a = sum(arg0);
}

pid$target:pidifunclib-stripped.so:lib_twice:return
{
	@r = sum(arg1);
}

END
{
	printa("calls %@d\n", @n);
	printa("args %@d\n", @a);
	printa("returns %@d\n", @r);
}
