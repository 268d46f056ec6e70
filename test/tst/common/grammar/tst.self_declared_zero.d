/*
 * a declared but unset self-> variable reads 0
 */

#pragma D option quiet

self int z;

BEGIN
{
	printf("%d\n", self->z);
	exit(0);
}
