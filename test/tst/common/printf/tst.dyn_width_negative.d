/*
 * a negative dynamic width left-justifies
 */

#pragma D option quiet

BEGIN
{
	printf("%*d|\n", -6, 42);
	exit(0);
}
