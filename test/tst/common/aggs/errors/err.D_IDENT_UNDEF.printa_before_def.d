/*
 * printa() in a clause before the clause that assigns the aggregation:
 * the name is not known yet when the earlier clause is compiled, so it
 * fails to resolve (D_IDENT_UNDEF), as in the reference
 */

END
{
	printa(@a);
}

BEGIN
{
	@a = count();
	exit(0);
}
