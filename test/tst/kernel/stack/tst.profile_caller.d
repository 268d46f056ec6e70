/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: bad 0. */
/*
 * caller of a profile probe (unanchored: no function) is the frame after
 * the interrupted pc, as the reference's: the pc, arg0, is stack()'s
 * first frame and never caller (which is 0 where the kernel's unwinder
 * finds no frame after it).
 */
profile-997
/arg0 != 0/
{
	@bad = sum(caller == arg0);
}

tick-1s
{
	printa("bad %@d.\n", @bad);
	exit(0);
}
