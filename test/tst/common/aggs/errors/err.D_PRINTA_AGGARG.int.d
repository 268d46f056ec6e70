/* @@xfail: compile-time aggregation check missing: our compiler raises a different tag (issue 4) */
/*
 * printa() of an integer is rejected with D_PRINTA_AGGARG
 */


BEGIN
{
	printa(1);
}
