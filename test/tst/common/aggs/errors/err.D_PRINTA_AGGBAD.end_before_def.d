/*
 * an aggregation first named (keyed) in a clause before the clause that
 * assigns it is undefined when that earlier clause is compiled:
 * D_PRINTA_AGGBAD
 */

END
{
	printa(@a[1]);
}

BEGIN
{
	@a[1] = count();
	exit(0);
}
