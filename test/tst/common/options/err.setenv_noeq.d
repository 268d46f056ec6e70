/* @@opts: -x setenv=DT_SETENV_TEST */
/* @@exit: 1 */
/* @@stderr: failed to set -x setenv: Invalid value for specified option */
/*
 * setenv needs NAME=value: a bare name is an invalid option value.
 */
BEGIN
{
	exit(0);
}
