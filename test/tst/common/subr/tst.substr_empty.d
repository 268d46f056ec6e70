/* substr() of the empty string */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", substr("", 0));
	exit(0);
}
