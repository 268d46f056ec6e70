/* progenyof() of a pid that does not exist is false */

#pragma D option quiet

BEGIN
{
	printf("%d\n", progenyof(999999999));
	exit(0);
}
