/*
 * printf("%G") of f is 0
 */

#pragma D option quiet

float f;

BEGIN
{
	printf("%G\n", f);
	exit(0);
}
