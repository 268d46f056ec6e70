/* the built-in probename */

#pragma D option quiet

BEGIN
{
	printf("%s\n", probename);
	exit(0);
}
