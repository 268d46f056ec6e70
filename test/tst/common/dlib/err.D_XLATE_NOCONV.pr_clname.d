/*
 * an lwpsinfo_t member without a conversion (pr_clname) is a compile
 * error
 */

BEGIN
{
	trace(curlwpsinfo->pr_clname);
}
