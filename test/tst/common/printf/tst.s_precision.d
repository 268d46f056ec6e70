/*
 * printf("%.2s") of "abcdef" is ab
 */

#pragma D option quiet

BEGIN
{
	printf("%.2s\n", "abcdef");
	exit(0);
}
