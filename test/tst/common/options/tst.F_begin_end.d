/* @@opts: -F */
/*
 * -F (flowindent): the heading is "CPU FUNCTION" and a probe that is
 * neither an entry nor a return reads "| function:name" (no ID column).
 */
BEGIN
{
}

END
{
}

BEGIN
{
	exit(0);
}
