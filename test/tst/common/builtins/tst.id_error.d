/* ERROR is probe 3 of the dtrace provider */
/* @@stderr: divide-by-zero */

#pragma D option quiet

BEGIN
{
	x = 0;
	y = 1 / x;
}

ERROR
{
	printf("%d %s %s\n", id, probeprov, probename);
	exit(0);
}
