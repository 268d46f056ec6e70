/*
 * printa() key conversion of the wrong type is rejected with D_PRINTF_ARG_TYPE
 */


BEGIN
{
	@a["x"] = count();
	printa("%d %@d\n", @a);
}
