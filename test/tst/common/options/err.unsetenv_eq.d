/* @@opts: -x unsetenv=DT_SETENV_TEST=1 */
/* @@exit: 1 */
/* @@stderr: failed to set -x unsetenv: Invalid value for specified option */
/*
 * unsetenv takes a name only: a value is an invalid option value.
 */
BEGIN
{
	exit(0);
}
