/*
 * * takes the width from an argument
 */

#pragma D option quiet

BEGIN
{
	printf("%*d|\n", 6, 42);
	exit(0);
}
