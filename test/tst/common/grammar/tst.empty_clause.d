/*
 * an empty clause is valid and prints nothing in quiet mode
 */

#pragma D option quiet

BEGIN
{
}

BEGIN
{
	printf("ok\n");
	exit(0);
}
