/* @@opts: -x setenv */
/* @@exit: 1 */
/* @@stderr: failed to set -x setenv: Invalid value for specified option */
/*
 * setenv without a value is an invalid option value.
 */
BEGIN
{
	exit(0);
}
