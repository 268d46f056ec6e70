/*
 * printf("%u") of (unsigned int)5 - 10 is 4294967291
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", (unsigned int)5 - 10);
	exit(0);
}
