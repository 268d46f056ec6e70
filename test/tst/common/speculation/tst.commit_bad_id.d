/*
 * commit() of an ID above nspec is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	speculate(1);
}

BEGIN
{
	commit(2);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
