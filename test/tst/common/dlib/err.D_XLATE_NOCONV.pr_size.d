/*
 * a psinfo_t member the translator does not define (pr_size: no source
 * for it here, nor in Oracle Linux DTrace) is a compile error, never a
 * made-up value
 */

BEGIN
{
	trace(curpsinfo->pr_size);
}
