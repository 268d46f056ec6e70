/*
 * a cast to D`char keeps the low byte
 */

#pragma D option quiet

BEGIN
{
	x = 321;
	printf("%d\n", (D`char)x);
	exit(0);
}
