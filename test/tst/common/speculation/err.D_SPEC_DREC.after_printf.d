/* speculate() after printf() */
BEGIN
{
	printf("x\n");
	speculate(1);
}
