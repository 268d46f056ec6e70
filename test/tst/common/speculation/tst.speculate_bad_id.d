/* @@stderr: illegal operation in action #1 */
/*
 * speculate() of an ID above nspec is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	speculate(3);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
