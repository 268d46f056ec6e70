/* @@opts: -x setenv=DT_SETENV_TEST=gone -x unsetenv=DT_SETENV_TEST -x setenv=DT_SETENV_KEPT=kept */
/* @@cmd: /usr/bin/printenv DT_SETENV_TEST DT_SETENV_KEPT */
/*
 * -x unsetenv=NAME removes NAME from the environment of the process
 * created with -c; other names stay.
 */
#pragma D option quiet

BEGIN
{
}
