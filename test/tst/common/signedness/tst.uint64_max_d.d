/*
 * %d of an unsigned value prints it unsigned
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (uint64_t)-1);
	exit(0);
}
