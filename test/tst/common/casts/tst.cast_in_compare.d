/* casts change comparison signedness */

#pragma D option quiet

BEGIN
{
	x = -1;
	printf("%d %d\n", x < 0, (unsigned int)x < 0);
	exit(0);
}
