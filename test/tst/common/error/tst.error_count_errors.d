/*
 * Every fault fires ERROR once.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	x = *(int *)0;
}

ERROR
{
	n++;
}

BEGIN
{
	printf("%d errors\n", n);
	exit(0);
}
