/*
 * %@ in printf() is an error is rejected with D_PRINTF_AGG_CONV
 */


BEGIN
{
	printf("%@d\n", 1);
}
