/* exit() after speculate() and printf() */
BEGIN
{
	speculate(1);
	printf("x\n");
	exit(0);
}
