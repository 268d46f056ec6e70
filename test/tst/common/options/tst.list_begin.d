/* @@opts: -l */
/*
 * -l lists the probes a script enables, in the reference table
 */

BEGIN
{
	exit(0);
}
