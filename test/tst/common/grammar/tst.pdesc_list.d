/*
 * one clause with two probe descriptions
 */

#pragma D option quiet

BEGIN, END
{
	printf("%s\n", probename);
}

BEGIN
{
	exit(0);
}
