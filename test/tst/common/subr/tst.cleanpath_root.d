/* cleanpath("/") is "/" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", cleanpath("/"));
	exit(0);
}
