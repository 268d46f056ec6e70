/* @@opts: -x setenv=DT_SETENV_TEST=one -x setenv=DT_SETENV_TEST=two=2 */
/* @@cmd: /usr/bin/printenv DT_SETENV_TEST */
/*
 * A second setenv of the same name replaces the first; the value is
 * everything after the first '=' (it may itself contain '=').
 */
#pragma D option quiet

BEGIN
{
}
