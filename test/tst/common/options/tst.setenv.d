/* @@opts: -x setenv=DT_SETENV_TEST=hello */
/* @@cmd: /usr/bin/printenv DT_SETENV_TEST */
/*
 * -x setenv=NAME=value puts NAME into the environment of the process
 * created with -c (Dynamic Tracing Guide: Options and Tunables).
 */
#pragma D option quiet

BEGIN
{
}
