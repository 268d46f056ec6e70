/* unsigned int arithmetic stored in unsigned int wraps */

#pragma D option quiet

unsigned int x;

BEGIN
{
	x = 0;
	x = x - 1;
	printf("%u\n", x);
	exit(0);
}
