/*
 * printf("%u") of (unsigned int)-1 is 4294967295
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", (unsigned int)-1);
	exit(0);
}
