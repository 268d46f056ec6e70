/* @@opts: -x scratchsize=1m */
/*
 * -x scratchsize=1m: alloca() may take nearly a megabyte, more than the
 * default scratch space (eight strings of strsize, at least 64k).
 */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(1000000);
	p[999999] = 'x';
	printf("%c\n", p[999999]);
	exit(0);
}
