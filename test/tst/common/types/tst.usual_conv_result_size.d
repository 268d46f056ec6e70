/* int + long is long; int + unsigned is unsigned int */

#pragma D option quiet

BEGIN
{
	x = 1;
	printf("%d %d\n", sizeof (x + 1L), sizeof (x + 1U));
	exit(0);
}
