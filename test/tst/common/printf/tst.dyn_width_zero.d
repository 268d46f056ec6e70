/*
 * a zero dynamic width pads nothing
 */

#pragma D option quiet

BEGIN
{
	printf("%*d|\n", 0, 5);
	exit(0);
}
