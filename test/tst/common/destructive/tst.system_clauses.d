/* @@opts: -w */
/*
 * system() in several clauses, interleaved with printf().
 */
#pragma D option quiet

BEGIN
{
	printf("1\n");
}

BEGIN
{
	system("echo 2");
}

BEGIN
{
	printf("3\n");
}

BEGIN
{
	system("echo %d; echo %d", 4, 5);
}

BEGIN
{
	exit(0);
}
