/*
 * printf("%c") of 'z' is z
 */

#pragma D option quiet

BEGIN
{
	printf("%c\n", 'z');
	exit(0);
}
