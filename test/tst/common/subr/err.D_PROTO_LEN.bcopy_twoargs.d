/* bcopy() needs three arguments */

BEGIN
{
	bcopy("a", alloca(1));
}
