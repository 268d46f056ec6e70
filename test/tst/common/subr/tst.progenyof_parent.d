/* progenyof() of our parent is true */

#pragma D option quiet

BEGIN
{
	printf("%d\n", progenyof($ppid));
	exit(0);
}
