/*
 * the width argument comes before the precision argument
 */

#pragma D option quiet

BEGIN
{
	printf("%*.*s|\n", 6, 2, "abcdef");
	exit(0);
}
