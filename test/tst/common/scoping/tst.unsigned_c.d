/*
 * a C`unsigned int is 4 bytes and unsigned
 */

#pragma D option quiet

BEGIN
{
	x = -1;
	printf("%u %d\n", (C`unsigned)x, sizeof (C`unsigned));
	exit(0);
}
