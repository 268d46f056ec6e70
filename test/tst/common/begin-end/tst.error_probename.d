/*
 * ERROR is probe 3 of provider dtrace
 */

#pragma D option quiet

int zero;

BEGIN
{
	x = 1 / zero;
}

ERROR
{
	printf("%s:%s %d\n", probeprov, probename, id);
	exit(0);
}
