/* @@stderr: failed to set option 'switchrate' to 'fast': Invalid value for specified option */
/*
 * #pragma D option switchrate=fast is a compile error.
 */
#pragma D option switchrate=fast

BEGIN
{
	exit(0);
}
