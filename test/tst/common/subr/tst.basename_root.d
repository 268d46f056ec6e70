/* basename("/") is "/" */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", basename("/"));
	exit(0);
}
