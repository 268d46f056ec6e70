/* @@cmd: @PROGS@/exitcode 9 */
#pragma D option quiet

proc:::exit
{
}
