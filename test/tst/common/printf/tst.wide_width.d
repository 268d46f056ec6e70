/*
 * %? is the width of a pointer: 16 under LP64
 */

#pragma D option quiet

BEGIN
{
	printf("%?d|\n", 1);
	exit(0);
}
