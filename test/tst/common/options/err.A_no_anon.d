/* @@opts: -A */
/* @@exit: 1 */
/* @@stderr: dtrace: -A is not supported: no backend of this implementation keeps anonymous tracing state */
/*
 * -A writes the anonymous enabling for the next boot (illumos: dtrace.conf
 * directives); no backend here keeps anonymous state: an error, exit 1.
 */
BEGIN
{
	exit(0);
}
