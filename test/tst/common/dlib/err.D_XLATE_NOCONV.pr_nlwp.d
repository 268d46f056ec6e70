/*
 * a psinfo_t member the translator does not define (pr_nlwp: no source
 * for it here) is a compile error, never a made-up value
 */

BEGIN
{
	trace(curpsinfo->pr_nlwp);
}
