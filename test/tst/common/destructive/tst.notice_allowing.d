/* @@opts: -w */
/* @@stderr: dtrace: allowing destructive actions */
/*
 * Without -q, -w is announced.
 */

BEGIN
{
	exit(0);
}
