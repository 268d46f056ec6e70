/* @@stderr: failed to set option 'bufsize' to 'zz': Invalid value for specified option */
/*
 * #pragma D option bufsize=zz is a compile error.
 */
#pragma D option bufsize=zz

BEGIN
{
	exit(0);
}
