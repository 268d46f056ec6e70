/* progenyof() of our own pid is true */

#pragma D option quiet

BEGIN
{
	printf("%d\n", progenyof($pid));
	exit(0);
}
