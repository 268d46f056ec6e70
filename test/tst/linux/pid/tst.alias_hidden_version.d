/* @@cmd: @PROGS@/pidcompute 3 */
/*
 * glibc's free is also __libc_free and cfree@GLIBC_2.2.5, a hidden
 * (compat) version no program can link to: the probe is named free, as
 * the user wrote it, so /probefunc == "free"/ matches; the description
 * through cfree names the same probe.
 */
#pragma D option quiet

pid$target:libc.so.6:free:entry
/probefunc == "free"/
{
	@free = max(1);
}

pid$target:libc.so.6:cfree:entry
{
	@names[probefunc] = max(1);
}

END
{
	printa("free fired: %@d\n", @free);
	printa("cfree names %s: %@d\n", @names);
}
