/* casting 0 to _Bool */

#pragma D option quiet

BEGIN
{
	x = 0;
	printf("%d\n", (_Bool)x);
	exit(0);
}
