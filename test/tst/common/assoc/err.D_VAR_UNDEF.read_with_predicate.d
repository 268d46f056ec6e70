/* @@stderr: foo has not yet been declared or assigned */
/*
 * Reading an associative array that is never assigned, in a clause with
 * a predicate, is the reference's D_VAR_UNDEF ("foo has not yet been
 * declared or assigned"), as without a predicate; not a type error from
 * the second cooking of the actions.
 */
BEGIN
/pid != 0/
{
	trace(foo[pid] + 1);
}
