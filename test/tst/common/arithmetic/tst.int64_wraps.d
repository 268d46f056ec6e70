/*
 * long arithmetic wraps modulo 2^64
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 9223372036854775807 + 1);
	exit(0);
}
