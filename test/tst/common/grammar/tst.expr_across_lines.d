/*
 * an expression may span lines
 */

#pragma D option quiet

BEGIN
{
	x = 1 +
	    2 *
	    3;
	printf("%d\n", x);
	exit(0);
}
