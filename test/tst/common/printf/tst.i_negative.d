/*
 * printf("%i") of -42 is -42
 */

#pragma D option quiet

BEGIN
{
	printf("%i\n", -42);
	exit(0);
}
