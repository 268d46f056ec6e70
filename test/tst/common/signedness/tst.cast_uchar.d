/*
 * printf("%d") of (unsigned char)200 is 200
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (unsigned char)200);
	exit(0);
}
