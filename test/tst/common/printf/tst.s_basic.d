/*
 * printf("%s") of "hello" is hello
 */

#pragma D option quiet

BEGIN
{
	printf("%s\n", "hello");
	exit(0);
}
