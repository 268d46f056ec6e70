/* the built-in strlen(probefunc) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(probefunc));
	exit(0);
}
