/*
 * probe descriptions separated by a comma across lines
 */

#pragma D option quiet

dtrace:::BEGIN,
dtrace:::END
{
	n++;
	printf("%d\n", n);
}

BEGIN
{
	exit(0);
}
