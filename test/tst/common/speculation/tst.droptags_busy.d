/* @@opts: -x droptags */
/*
 * -x droptags on a busy speculation.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	discard(a);
	b = speculation();
	exit(0);
}
