/* @@opts: -x droptags */
/*
 * -x droptags on a failed speculation.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
	exit(0);
}
