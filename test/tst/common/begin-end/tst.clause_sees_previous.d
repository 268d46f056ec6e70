/*
 * a later clause sees the effects of an earlier one
 */

#pragma D option quiet

BEGIN
{
	x = 1;
}

BEGIN
{
	x = x * 10;
}

BEGIN
{
	printf("%d\n", x + 2);
	exit(0);
}
