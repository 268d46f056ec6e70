/*
 * a dynamic width may be a long
 */

#pragma D option quiet

BEGIN
{
	printf("%*d|\n", 3L, 5);
	exit(0);
}
