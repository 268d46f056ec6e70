/* @@opts: -l */
/*
 * -l lists in the order of the clauses
 */

END
{
}

BEGIN
{
}
