/* commit() after printf() */
BEGIN
{
	printf("x\n");
	commit(1);
}
