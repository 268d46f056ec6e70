/*
 * printf("%u") of (char)-1 is 255
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", (char)-1);
	exit(0);
}
